import { backOfficeArticlesEndpoints as bo } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deleteRoute, route } from '../../lib/route';
import {
  createArticle,
  deleteArticle,
  findArticle,
  listArticles,
  updateArticle,
} from './articles-blog.service';
import {
  createPromotion,
  deletePromotion,
  findPromotion,
  listPromotions,
  updatePromotion,
} from './articles-promotions.service';
import {
  createUsefulInfo,
  deleteUsefulInfo,
  findUsefulInfo,
  listUsefulInfo,
  reorderUsefulInfo,
  updateUsefulInfo,
} from './articles-useful.service';

/** Authoring of blog articles, promotions and useful info (issue 27): handlers of the contract's `backOfficeArticlesEndpoints`. */
export const backOfficeArticlesRoutes = new Hono<AppEnv>();
const r = backOfficeArticlesRoutes;

route(r, bo.articles, async (_c, { db, query, lang, json }) =>
  json(await listArticles(db, query, lang)),
);
route(r, bo.createArticle, async (_c, { db, user, body, json }) =>
  json(await createArticle(db, user.id, body), 201),
);
route(r, bo.article, async (_c, { db, id, json }) => json(await findArticle(db, id)));
route(r, bo.updateArticle, async (_c, { db, id, user, body, json }) =>
  json(await updateArticle(db, user.id, id, body)),
);
deleteRoute(r, bo.deleteArticle, deleteArticle);

route(r, bo.promotions, async (_c, { db, query, lang, json }) =>
  json(await listPromotions(db, query, lang)),
);
route(r, bo.createPromotion, async (_c, { db, user, body, json }) =>
  json(await createPromotion(db, user.id, body), 201),
);
route(r, bo.promotion, async (_c, { db, id, json }) => json(await findPromotion(db, id)));
route(r, bo.updatePromotion, async (_c, { db, id, user, body, json }) =>
  json(await updatePromotion(db, user.id, id, body)),
);
deleteRoute(r, bo.deletePromotion, deletePromotion);

route(r, bo.usefulInfoEntries, async (_c, { db, lang, json }) =>
  json(await listUsefulInfo(db, lang)),
);
route(r, bo.createUsefulInfo, async (_c, { db, user, body, json }) =>
  json(await createUsefulInfo(db, user.id, body), 201),
);
route(r, bo.reorderUsefulInfo, async (_c, { db, user, body, empty }) => {
  await reorderUsefulInfo(db, user.id, body.ids);
  return empty();
});
route(r, bo.usefulInfo, async (_c, { db, id, json }) => json(await findUsefulInfo(db, id)));
route(r, bo.updateUsefulInfo, async (_c, { db, id, user, body, json }) =>
  json(await updateUsefulInfo(db, user.id, id, body)),
);
deleteRoute(r, bo.deleteUsefulInfo, deleteUsefulInfo);
