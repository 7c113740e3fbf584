import { backOfficeTaxonomyEndpoints as taxonomy } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deleteRoute, route } from '../../lib/route';
import {
  createCourseCategory,
  createCourseModule,
  deleteCourseCategory,
  deleteCourseModule,
  listCourseCategories,
  reorderCourseCategories,
  reorderCourseModules,
  updateCourseCategory,
  updateCourseModule,
} from './taxonomy-courses.service';
import {
  createBrand,
  createShopCategory,
  deleteBrand,
  deleteShopCategory,
  listBrands,
  listShopCategories,
  updateBrand,
  updateShopCategory,
} from './taxonomy-shop.service';

/** Authoring of course categories and modules, shop categories and brands (issue 27): handlers of the contract's `backOfficeTaxonomyEndpoints`. */
export const backOfficeTaxonomyRoutes = new Hono<AppEnv>();
const routes = backOfficeTaxonomyRoutes;

route(routes, taxonomy.courseCategories, async (_c, { db, json }) =>
  json(await listCourseCategories(db)),
);

route(routes, taxonomy.createCourseCategory, async (_c, { db, user, body, json }) =>
  json(await createCourseCategory(db, user.id, body), 201),
);

route(routes, taxonomy.updateCourseCategory, async (_c, { db, user, id, body, json }) =>
  json(await updateCourseCategory(db, user.id, id, body)),
);

deleteRoute(routes, taxonomy.deleteCourseCategory, deleteCourseCategory);

route(routes, taxonomy.reorderCourseCategories, async (_c, { db, user, body, json }) =>
  json(await reorderCourseCategories(db, user.id, body.ids)),
);

route(routes, taxonomy.createCourseModule, async (_c, { db, user, body, json }) =>
  json(await createCourseModule(db, user.id, body), 201),
);

route(routes, taxonomy.updateCourseModule, async (_c, { db, user, id, body, json }) =>
  json(await updateCourseModule(db, user.id, id, body)),
);

deleteRoute(routes, taxonomy.deleteCourseModule, deleteCourseModule);

route(routes, taxonomy.reorderCourseModules, async (_c, { db, user, id, body, json }) =>
  json(await reorderCourseModules(db, user.id, id, body.ids)),
);

route(routes, taxonomy.shopCategories, async (_c, { db, json }) =>
  json(await listShopCategories(db)),
);

route(routes, taxonomy.createShopCategory, async (_c, { db, user, body, json }) =>
  json(await createShopCategory(db, user.id, body), 201),
);

route(routes, taxonomy.updateShopCategory, async (_c, { db, user, id, body, json }) =>
  json(await updateShopCategory(db, user.id, id, body)),
);

deleteRoute(routes, taxonomy.deleteShopCategory, deleteShopCategory);

route(routes, taxonomy.brands, async (_c, { db, json }) => json(await listBrands(db)));

route(routes, taxonomy.createBrand, async (_c, { db, user, body, json }) =>
  json(await createBrand(db, user.id, body), 201),
);

route(routes, taxonomy.updateBrand, async (_c, { db, user, id, body, json }) =>
  json(await updateBrand(db, user.id, id, body)),
);

deleteRoute(routes, taxonomy.deleteBrand, deleteBrand);
