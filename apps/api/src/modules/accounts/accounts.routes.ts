import { accountsEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { PRIVATE_CACHE_CONTROL, sendStored } from '../../lib/cached-answer';
import { route } from '../../lib/route';
import { uploadTarget } from '../../lib/uploads';
import { storeSentUserImage } from '../back-office/images.service';
import {
  expertList,
  ownProfilePage,
  paymentHistory,
  publicProfile,
  updateProfile,
} from './profiles.service';
import { register } from './registration.service';

export const accountsRoutes = new Hono<AppEnv>();

route(accountsRoutes, accountsEndpoints.register, async (c, { db, body, json }) => {
  const user = await register(db, c.var.config, uploadTarget(c), body, c.var.services.outbox);
  return json(
    {
      id: user.id,
      username: user.username,
      email: user.email,
      is_active: user.isActive,
      detail: 'Your registration is being verified',
    },
    201,
  );
});

route(accountsRoutes, accountsEndpoints.user, async (c, { db, id, user, json, raw }) => {
  // Anyone but the owner sees the public page, cached; the owner's own view is built per request.
  if (user?.id !== id) {
    const answer = await c.var.services.cache.json(`experts|page|${id}`, ['experts'], () =>
      publicProfile(db, id),
    );
    return raw(sendStored(c, answer, { varyAuthorization: true }));
  }
  const page = await ownProfilePage(db, id);
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  c.header('Vary', 'Authorization', { append: true });
  return json(page);
});

route(accountsRoutes, accountsEndpoints.users, (_c, { db, query, cached }) =>
  cached({ tags: ['experts'] }, () => expertList(db, query.id)),
);

route(accountsRoutes, accountsEndpoints.updateProfile, async (c, { db, id, body, user, json }) => {
  // Resized into a WebP avatar (issue 27): the public page never serves the phone's original.
  const avatar = {
    field: 'image',
    purpose: 'avatar',
    uploadedBy: user.id,
    file: body.image,
  } as const;
  const store = () => storeSentUserImage(db, uploadTarget(c), avatar);
  return json(await updateProfile(db, user.id, id, body, store));
});

route(accountsRoutes, accountsEndpoints.paymentHistory, async (_c, { db, user, json }) =>
  json(await paymentHistory(db, user.id)),
);
