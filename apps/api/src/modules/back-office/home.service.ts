import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactRequests, orders, users } from '../../db/schema';
import type { AuthUser } from '../../lib/authenticator';
import { recentWrites } from './home-audit.service';
import { countFailedJobs } from './home-jobs.service';

type StaffHome = AnswerIn<typeof endpoints.home>;
type HomeCounts = AnswerIn<typeof endpoints.counts>;

/** The home of a staff member: who they are and their own latest writes. */
export async function staffHome(db: Db, user: AuthUser): Promise<StaffHome> {
  // The route's guard let only staff in: a user without a role here is a wiring mistake.
  if (!user.role) throw new Error('staffHome: not a staff member');
  return {
    role: user.role,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    recent: await recentWrites(db, user.id),
  };
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * What waits for operations staff; each count is a filtered list of the back office: pending
 * accounts (never reviewed, not active), paid shop orders to ship, unhandled contact requests,
 * failed jobs.
 */
export async function homeCounts(db: Db): Promise<HomeCounts> {
  const [pending, toShip, requests, failed] = await Promise.all([
    countOf(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isActive, false), isNull(users.reviewedAt))),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'paid'), eq(orders.kind, 'shop'))),
    ),
    countOf(
      db.select({ n: count() }).from(contactRequests).where(isNull(contactRequests.handledAt)),
    ),
    countFailedJobs(db),
  ]);
  return {
    pending_accounts: pending,
    orders_to_ship: toShip,
    new_requests: requests,
    failed_jobs: failed,
  };
}
