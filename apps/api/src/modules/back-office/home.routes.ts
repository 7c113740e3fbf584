import { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { homeCounts, staffHome } from './home.service';
import { auditPage } from './home-audit.service';
import { failedJobs, retryFailedJob } from './home-jobs.service';
import { homeRevenue } from './home-revenue.service';

/** The back office's home (issue 26): handlers of the contract's `backOfficeHomeEndpoints`. */
export const backOfficeHomeRoutes = new Hono<AppEnv>();

const JOBS_PAGE_SIZE = 20;

route(backOfficeHomeRoutes, endpoints.home, async (_c, { db, user, json }) =>
  json(await staffHome(db, user)),
);

route(backOfficeHomeRoutes, endpoints.counts, async (_c, { db, json }) =>
  json(await homeCounts(db)),
);

route(backOfficeHomeRoutes, endpoints.revenue, async (_c, { db, json }) =>
  json(await homeRevenue(db)),
);

route(backOfficeHomeRoutes, endpoints.failedJobs, async (_c, { db, query, json }) =>
  json(
    await failedJobs(db, { page: query.page ?? 1, pageSize: query.page_size ?? JOBS_PAGE_SIZE }),
  ),
);

route(backOfficeHomeRoutes, endpoints.retryJob, async (_c, { db, user, body, json }) => {
  const job = await retryFailedJob(db, user.id, body);
  if (!job) throw notFound();
  return json(job);
});

route(backOfficeHomeRoutes, endpoints.audit, async (_c, { db, query, json }) =>
  json(await auditPage(db, query)),
);
