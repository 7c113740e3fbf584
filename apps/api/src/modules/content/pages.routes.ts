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
import { watchPublications } from './publication-clock.service';

/**
 * Designed: blog, promotions and useful info (their calls are 'not shown' in the spec). The
 * dated answers are cached until a write or the next scheduled change (publication-clock.service.ts).
 */
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
      const [page] = await Promise.all([
        contentPage(db, content, { page: query.page, pageSize }, lang),
        watchPublications(db, c.var.services.cache),
      ]);
      return paginate(c, page) as AnswerIn<L>;
    }),
  );
  route(pagesRoutes, item, (c, { db, id, lang, cached }) =>
    cached({ tags: ['pages'] }, async () => {
      const [answer] = await Promise.all([
        contentItem(db, content, id, lang),
        watchPublications(db, c.var.services.cache),
      ]);
      return answer;
    }),
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
