import type { CacheTag } from '@academy/contract/endpoint';
import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogArticles, promotions } from '../../db/schema';

/**
 * Dated pages change on the site with no write: a scheduled article appears at its publication
 * moment, a promotion at its start and leaves after its end. The cached answers and the drawn
 * pages built before such a moment would hide the change until their safety TTL; each build of a
 * dated answer arms this clock instead, which clears `pages` just after the next such moment.
 */

/** After the moment, so that the database's `now()` has passed it too (another clock). */
const MARGIN_MS = 1000;
/** setTimeout's longest delay (about 24.8 days): a later moment is re-armed by a later build. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

interface Clearable {
  clear(...tags: CacheTag[]): void;
}

const armed = new WeakMap<Clearable, { at: number; timer: ReturnType<typeof setTimeout> }>();

/** The next moment a dated page appears or leaves (drafts aside), or null when none is due. */
export async function nextPublicationChange(db: Db): Promise<Date | null> {
  const later = sql`now()`;
  const [[article], [start], [end]] = await Promise.all([
    db
      .select({ at: min(blogArticles.publishedAt) })
      .from(blogArticles)
      .where(and(eq(blogArticles.draft, false), gt(blogArticles.publishedAt, later))),
    db
      .select({ at: min(promotions.startsAt) })
      .from(promotions)
      .where(and(eq(promotions.draft, false), gt(promotions.startsAt, later))),
    db
      .select({ at: min(promotions.endsAt) })
      .from(promotions)
      .where(and(eq(promotions.draft, false), gt(promotions.endsAt, later))),
  ]);
  const moments = [article?.at, start?.at, end?.at]
    .filter((at): at is Date => at !== null && at !== undefined)
    .map((at) => new Date(at).getTime());
  return moments.length > 0 ? new Date(Math.min(...moments)) : null;
}

/**
 * Clears `pages` of `cache` just after `moment`, unless an earlier clear is already armed (it
 * comes first; the build after it arms the next one).
 */
export function clearPagesAt(cache: Clearable, moment: Date): void {
  const at = moment.getTime() + MARGIN_MS;
  const current = armed.get(cache);
  if (current && current.at <= at) return;
  if (current) clearTimeout(current.timer);
  const timer = setTimeout(
    () => {
      armed.delete(cache);
      cache.clear('pages');
    },
    Math.min(Math.max(at - Date.now(), 0), LONGEST_DELAY_MS),
  );
  // A pending clear never keeps a process (a test, a command) alive.
  timer.unref?.();
  armed.set(cache, { at, timer });
}

/** Arms `cache`'s clear for the next dated change, if any: called by each build of a dated answer. */
export async function watchPublications(db: Db, cache: Clearable): Promise<void> {
  const next = await nextPublicationChange(db);
  if (next) clearPagesAt(cache, next);
}
