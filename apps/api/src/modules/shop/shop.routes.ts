import { shopEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { paginate } from '../../lib/route-url';
import {
  brandDetail,
  brandList,
  categoryDetail,
  categoryList,
  inStockIds,
  productDetail,
  productPage,
  wantsClientTier,
} from './shop.service';
import { shopAccess } from './shop-access';

export const shopRoutes = new Hono<AppEnv>();

route(shopRoutes, shopEndpoints.products, async (c, { db, query, user, lang, cached }) => {
  const access = shopAccess(user, wantsClientTier(query));
  // The same list for every user of one market, price tier and audience: shared between them
  // in this cache, but private to HTTP caches (it needs the token).
  const key = `${access.market}:${access.tier}:${access.audience}`;
  return cached({ tags: ['shop'], key, scope: 'private' }, async () =>
    paginate(c, await productPage(db, query, access, lang)),
  );
});

route(shopRoutes, shopEndpoints.product, async (_c, { db, query, user, lang, id, json }) =>
  json(await productDetail(db, id, shopAccess(user, wantsClientTier(query)), lang)),
);

route(shopRoutes, shopEndpoints.categories, (_c, { db, lang, cached }) =>
  cached({ tags: ['shop'] }, () => categoryList(db, lang)),
);

route(shopRoutes, shopEndpoints.category, async (_c, { db, lang, id, json }) =>
  json(await categoryDetail(db, id, lang)),
);

route(shopRoutes, shopEndpoints.brands, (_c, { db, lang, cached }) =>
  cached({ tags: ['shop'] }, () => brandList(db, lang)),
);

route(shopRoutes, shopEndpoints.brand, async (_c, { db, lang, id, json }) =>
  json(await brandDetail(db, id, lang)),
);

route(shopRoutes, shopEndpoints.checkStock, async (_c, { db, query, user, json }) => {
  const ids = [
    ...new Set(
      query.product_ids
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0),
    ),
  ].slice(0, 500);
  let access: ReturnType<typeof shopAccess> | null = null;
  try {
    access = shopAccess(user, true);
  } catch {
    return json({ active_products: [] });
  }
  return json({ active_products: await inStockIds(db, ids, access) });
});
