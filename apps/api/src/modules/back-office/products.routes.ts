import { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deleteRoute, route } from '../../lib/route';
import { adminProduct, createProduct, updateProduct } from './products.service';
import { listAdminProducts } from './products-list.service';
import { deleteProduct, setProductActive } from './products-state.service';
import { restockList } from './restock.service';

/**
 * Authoring of the shop's products (issue 27) and the operations staff's restock list (issue
 * 24): handlers of the contract's `backOfficeProductsEndpoints`.
 */
export const backOfficeProductsRoutes = new Hono<AppEnv>();

route(backOfficeProductsRoutes, endpoints.list, async (_c, { db, query, lang, json }) =>
  json(await listAdminProducts(db, query, lang)),
);

route(backOfficeProductsRoutes, endpoints.get, async (_c, { db, id, lang, json }) =>
  json(await adminProduct(db, id, lang)),
);

route(backOfficeProductsRoutes, endpoints.create, async (_c, { db, user, body, lang, json }) =>
  json(await createProduct(db, user.id, body, lang), 201),
);

route(backOfficeProductsRoutes, endpoints.update, async (_c, { db, user, id, body, lang, json }) =>
  json(await updateProduct(db, user.id, id, body, lang)),
);

route(backOfficeProductsRoutes, endpoints.activate, async (_c, { db, user, id, lang, json }) =>
  json(await setProductActive(db, user.id, id, true, lang)),
);

route(backOfficeProductsRoutes, endpoints.deactivate, async (_c, { db, user, id, lang, json }) =>
  json(await setProductActive(db, user.id, id, false, lang)),
);

deleteRoute(backOfficeProductsRoutes, endpoints.remove, deleteProduct);

route(backOfficeProductsRoutes, endpoints.restock, async (_c, { db, query, lang, json }) =>
  json(await restockList(db, query, lang)),
);
