import type { AnswerIn, Endpoint } from '@academy/contract/endpoint';
import { contentEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { saveContactRequest } from '../back-office/inbox-requests.service';
import {
  aboutContent,
  authorList,
  type ContentSource,
  type ContentTable,
  contentRows,
  countryList,
  faqContent,
  heroSlideContent,
  phoneContent,
  reviewContent,
} from './content.service';

export const contentRoutes = new Hono<AppEnv>();

type ItemOf<L> = L extends readonly (infer I)[] ? I : never;

/**
 * A public list of one content table, cached: every row in `orderBy` order, each as `view` shows
 * it in the path's language.
 */
function contentList<const E extends Endpoint, T extends ContentSource>(
  declaration: E,
  list: ContentTable<T, ItemOf<AnswerIn<E>>>,
) {
  route(contentRoutes, declaration, (_c, { db, lang, cached }) =>
    cached({ tags: ['content'] }, async () => (await contentRows(db, list, lang)) as AnswerIn<E>),
  );
}

contentList(contentEndpoints.faq, faqContent);

contentList(contentEndpoints.reviews, reviewContent);

contentList(contentEndpoints.phones, phoneContent);

contentList(contentEndpoints.heroSlides, heroSlideContent);

route(contentRoutes, contentEndpoints.authors, (_c, { db, lang, cached }) =>
  cached({ tags: ['content'] }, () => authorList(db, lang)),
);

contentList(contentEndpoints.about, aboutContent);

route(contentRoutes, contentEndpoints.feedback, async (c, { db, body, json }) =>
  json(
    {
      id: await saveContactRequest(db, c.var.services.outbox, body),
      detail: 'Your application has been sent!',
    },
    201,
  ),
);

route(contentRoutes, contentEndpoints.countries, (_c, { db, cached }) =>
  cached({ tags: ['content'] }, () => countryList(db)),
);
