import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema';

/**
 * How long a hosted payment page (a real provider's) stays open after it was made: the order is
 * held for it (no cancel, no second page; the buyer is sent back to the same one), and past it the
 * provider is asked how it ended before anything else. MAIB closes its page after 10 minutes.
 */
export const HOSTED_PAGE_MS = 15 * 60_000;

/** An attempt whose hosted payment page may still be paid (SQL, for a `where` or a column). */
export const openHostedPage = sql<boolean>`(${payments.status} = 'pending' and ${payments.redirectUrl} <> '' and ${payments.attemptedAt} > now() - make_interval(secs => ${HOSTED_PAGE_MS / 1000}))`;
