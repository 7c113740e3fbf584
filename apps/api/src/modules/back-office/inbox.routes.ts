import { backOfficeInboxEndpoints as inbox } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import {
  createPromoCode,
  listPromoCodes,
  promoUsage,
  setPromoDisabled,
  updatePromoCode,
} from './inbox-promo.service';
import {
  handleContactRequest,
  listContactRequests,
  reopenContactRequest,
} from './inbox-requests.service';

/** The back office's inbox (issue 26): handlers of the contract's `backOfficeInboxEndpoints`. */
export const backOfficeInboxRoutes = new Hono<AppEnv>();

route(backOfficeInboxRoutes, inbox.contactRequests, async (_c, { db, query, json }) =>
  json(await listContactRequests(db, query)),
);

route(backOfficeInboxRoutes, inbox.handleContactRequest, async (_c, { db, id, user, body, json }) =>
  json(await handleContactRequest(db, { id, actorId: user.id, note: body.note })),
);

route(backOfficeInboxRoutes, inbox.reopenContactRequest, async (_c, { db, id, user, json }) =>
  json(await reopenContactRequest(db, { id, actorId: user.id })),
);

route(backOfficeInboxRoutes, inbox.promoCodes, async (_c, { db, query, json }) =>
  json(await listPromoCodes(db, query)),
);

route(backOfficeInboxRoutes, inbox.createPromoCode, async (_c, { db, user, body, json }) =>
  json(await createPromoCode(db, user.id, body), 201),
);

route(backOfficeInboxRoutes, inbox.updatePromoCode, async (_c, { db, id, user, body, json }) =>
  json(await updatePromoCode(db, user.id, id, body)),
);

route(backOfficeInboxRoutes, inbox.disablePromoCode, async (_c, { db, id, user, json }) =>
  json(await setPromoDisabled(db, user.id, id, true)),
);

route(backOfficeInboxRoutes, inbox.enablePromoCode, async (_c, { db, id, user, json }) =>
  json(await setPromoDisabled(db, user.id, id, false)),
);

route(backOfficeInboxRoutes, inbox.promoCodeUsage, async (_c, { db, id, query, json }) =>
  json(await promoUsage(db, id, query)),
);
