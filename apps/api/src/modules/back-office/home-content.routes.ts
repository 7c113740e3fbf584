import { backOfficeHomeContentEndpoints as home } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deleteRoute, route } from '../../lib/route';
import {
  createFaqItem,
  createReview,
  createSlide,
  deleteFromList,
  faq,
  listOf,
  reorderList,
  reviews,
  slides,
  updateFaqItem,
  updateReview,
  updateSlide,
} from './home-content.service';

/** Authoring of the home page's slider, reviews and FAQ (issue 27): handlers of the contract's `backOfficeHomeContentEndpoints`. */
export const backOfficeHomeContentRoutes = new Hono<AppEnv>();
const routes = backOfficeHomeContentRoutes;

route(routes, home.heroSlides, async (_c, { db, json }) => json(await listOf(db, slides)));

route(routes, home.createHeroSlide, async (_c, { db, user, body, json }) =>
  json(await createSlide(db, user.id, body), 201),
);

route(routes, home.updateHeroSlide, async (_c, { db, user, id, body, json }) =>
  json(await updateSlide(db, user.id, id, body)),
);

deleteRoute(routes, home.deleteHeroSlide, (db, actorId, id) =>
  deleteFromList(db, slides, actorId, id),
);

route(routes, home.reorderHeroSlides, async (_c, { db, user, body, json }) =>
  json(await reorderList(db, slides, user.id, body.ids)),
);

route(routes, home.reviews, async (_c, { db, json }) => json(await listOf(db, reviews)));

route(routes, home.createReview, async (_c, { db, user, body, json }) =>
  json(await createReview(db, user.id, body), 201),
);

route(routes, home.updateReview, async (_c, { db, user, id, body, json }) =>
  json(await updateReview(db, user.id, id, body)),
);

deleteRoute(routes, home.deleteReview, (db, actorId, id) =>
  deleteFromList(db, reviews, actorId, id),
);

route(routes, home.reorderReviews, async (_c, { db, user, body, json }) =>
  json(await reorderList(db, reviews, user.id, body.ids)),
);

route(routes, home.faqItems, async (_c, { db, json }) => json(await listOf(db, faq)));

route(routes, home.createFaqItem, async (_c, { db, user, body, json }) =>
  json(await createFaqItem(db, user.id, body), 201),
);

route(routes, home.updateFaqItem, async (_c, { db, user, id, body, json }) =>
  json(await updateFaqItem(db, user.id, id, body)),
);

deleteRoute(routes, home.deleteFaqItem, (db, actorId, id) => deleteFromList(db, faq, actorId, id));

route(routes, home.reorderFaqItems, async (_c, { db, user, body, json }) =>
  json(await reorderList(db, faq, user.id, body.ids)),
);
