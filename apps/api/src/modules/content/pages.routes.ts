import type { AnswerIn, Endpoint } from '@academy/contract/endpoint';
import { contentEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { paginate } from '../../lib/route-url';
import {
  articleContent,
  contentItem,
  contentPage,
  type PagedContent,
  type PagedTable,
  promotionContent,
  usefulInfoItem,
  usefulInfoList,
} from './pages.service';

/** Designed: blog, promotions and useful info (their calls are 'not shown' in the spec). */
export const pagesRoutes = new Hono<AppEnv>();
const DEFAULT_PAGE_SIZE = 10;

type ListItem<E extends Endpoint> = AnswerIn<E> extends { results: (infer I)[] } ? I : never;

/**
 * A public paged list (`?page`, `?page_size` up to 100, default 10) of `content`, and one of its
 * rows by id.
 */
function pagedContentRoutes<
  T extends PagedTable,
  const L extends typeof contentEndpoints.articles | typeof contentEndpoints.promotions,
  const I extends typeof contentEndpoints.article | typeof contentEndpoints.promotion,
>(list: L, item: I, content: PagedContent<T, ListItem<L>, AnswerIn<I>>) {
  route(pagesRoutes, list, (c, { db, query, lang, cached }) =>
    // The list's items are the declaration's own (ListItem<L>): the page around them is too.
    cached({ tags: ['pages'] }, async () => {
      const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, 100);
      const page = await contentPage(db, content, { page: query.page, pageSize }, lang);
      return paginate(c, page) as AnswerIn<L>;
    }),
  );
  route(pagesRoutes, item, (_c, { db, id, lang, cached }) =>
    cached({ tags: ['pages'] }, () => contentItem(db, content, id, lang)),
  );
}

pagedContentRoutes(contentEndpoints.articles, contentEndpoints.article, articleContent);
pagedContentRoutes(contentEndpoints.promotions, contentEndpoints.promotion, promotionContent);

route(pagesRoutes, contentEndpoints.usefulInfoList, async (_c, { db, lang, json }) =>
  json(await usefulInfoList(db, lang)),
);

route(pagesRoutes, contentEndpoints.usefulInfo, async (_c, { db, id, lang, json }) =>
  json(await usefulInfoItem(db, id, lang)),
);
