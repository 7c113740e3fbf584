import { backOfficeAccountsEndpoints as endpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { setCourseAccess, setSpecialist } from './accounts-access.service';
import { accountDetail, diplomaAnswer } from './accounts-detail.service';
import { listAccounts } from './accounts-list.service';
import {
  activateAccount,
  activatePending,
  deactivateAccount,
  rejectAccount,
} from './accounts-review.service';
import { setStaffRole } from './accounts-role.service';

/** The back office's accounts (issue 26): handlers of the contract's `backOfficeAccountsEndpoints`. */
export const backOfficeAccountsRoutes = new Hono<AppEnv>();

route(backOfficeAccountsRoutes, endpoints.list, async (_c, { db, query, json }) =>
  json(await listAccounts(db, query)),
);

route(backOfficeAccountsRoutes, endpoints.detail, async (c, { db, id, lang, json }) =>
  json(await accountDetail(db, c.var.config, id, lang)),
);

route(backOfficeAccountsRoutes, endpoints.diploma, async (c, { db, id, raw }) =>
  raw(await diplomaAnswer(db, c.var.services.storage, id)),
);

route(backOfficeAccountsRoutes, endpoints.activate, async (c, { db, id, body, user, json }) =>
  json(await activateAccount(db, c.var.services.outbox, id, body.status, user.id)),
);

route(backOfficeAccountsRoutes, endpoints.reject, async (c, { db, id, body, user, json }) => {
  const input = { seen: body.status, reason: body.reason };
  return json(await rejectAccount(db, c.var.services.outbox, id, input, user.id));
});

route(backOfficeAccountsRoutes, endpoints.bulkActivate, async (c, { db, body, user, json }) =>
  json({ activated: await activatePending(db, c.var.services.outbox, body.ids, user.id) }),
);

route(backOfficeAccountsRoutes, endpoints.deactivate, async (c, { db, id, body, user, json }) => {
  const account = await deactivateAccount(db, c.var.services.outbox, id, body.status, user.id);
  // Its sessions were deleted with it: no process may still know them.
  c.var.services.auth.forgetUser(id);
  return json(account);
});

route(
  backOfficeAccountsRoutes,
  endpoints.courseAccess,
  async (_c, { db, id, body, user, empty }) => {
    await setCourseAccess(db, id, { courseId: body.course_id, granted: body.granted }, user.id);
    return empty();
  },
);

route(backOfficeAccountsRoutes, endpoints.specialist, async (_c, { db, id, body, user, json }) =>
  json(await setSpecialist(db, id, body.is_specialist, user.id)),
);

route(backOfficeAccountsRoutes, endpoints.staffRole, async (c, { db, id, body, user, json }) => {
  const account = await setStaffRole(db, id, body.role, user.id);
  // The role is read with the session: no process may keep the old one.
  c.var.services.auth.forgetUser(id);
  return json(account);
});
