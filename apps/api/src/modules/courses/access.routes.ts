import { isLanguage } from '@academy/contract';
import { coursesEndpoints } from '@academy/contract/endpoints';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { signedAccessRecord, signedProtocols } from '../media/signed-links';
import {
  accessDetail,
  accessList,
  clearCourseUpdates,
  courseUpdates,
  ownAccess,
  ownProtocols,
  reportVideoProgress,
  reportVideoStart,
} from './access.service';
import {
  accessCertificateView,
  type CompletionDeps,
  syncCourseProgress,
} from './completion.service';

export const accessRoutes = new Hono<AppEnv>();

const completionDeps = (c: Context<AppEnv>, db: Db): CompletionDeps => ({
  db,
  outbox: c.var.services.outbox,
});

// The player's files are signed for the user who asks, here at the answer's edge.
route(accessRoutes, coursesEndpoints.accessList, async (c, { db, user, lang, json }) =>
  json(
    (await accessList(db, user.id, lang)).map((record) =>
      signedAccessRecord(c.var.config, user.id, record),
    ),
  ),
);

route(accessRoutes, coursesEndpoints.access, async (c, { db, user, lang, id, json }) =>
  json(signedAccessRecord(c.var.config, user.id, await accessDetail(db, user.id, id, lang))),
);

route(accessRoutes, coursesEndpoints.updateAccess, async (c, { db, user, id, body, json }) => {
  const access = await ownAccess(db, user.id, id);
  const lang = isLanguage(body.lang) ? body.lang : undefined;
  const { fullProgress, certificate } = await syncCourseProgress(
    completionDeps(c, db),
    access,
    lang,
  );
  return json({
    id: access.id,
    full_progress: fullProgress,
    certificate: accessCertificateView(certificate),
  });
});

route(accessRoutes, coursesEndpoints.startVideo, async (c, { db, user, body, json }) =>
  json(await reportVideoStart(completionDeps(c, db), user.id, body), 201),
);

route(accessRoutes, coursesEndpoints.updateVideo, async (c, { db, user, id, body, json }) =>
  json(await reportVideoProgress(completionDeps(c, db), user.id, id, body)),
);

route(accessRoutes, coursesEndpoints.updates, async (_c, { db, user, lang, json }) =>
  json(await courseUpdates(db, user.id, lang)),
);

route(accessRoutes, coursesEndpoints.clearUpdates, async (_c, { db, user, json }) =>
  json({ cleared: await clearCourseUpdates(db, user.id) }),
);

route(accessRoutes, coursesEndpoints.protocols, async (c, { db, user, lang, json }) =>
  json(signedProtocols(c.var.config, user.id, await ownProtocols(db, user.id, lang))),
);
