import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SessionEnd } from './authenticator';
import type { Logger } from './logger';
import type { CacheTag, ResponseCache } from './response-cache';

/** The PostgreSQL channel of the processes' invalidations. */
const CHANNEL = 'academy_invalidation';
/** Wait before listening again after the listening connection dropped. */
const RECONNECT_MS = 1000;

/** What one process tells the others: areas whose answers changed, or a session that ended. */
type Invalidation = { from: string } & ({ tags: CacheTag[] } | { session: SessionEnd });

interface Caches {
  cache: ResponseCache;
  auth: { onForget: ((end: SessionEnd) => void) | null; forgetHere(end: SessionEnd): void };
}

/**
 * Keeps the caches of several API processes on one PostgreSQL true to each other: every clear of
 * the response cache (a write committed: route() clears after the handler's transaction) and
 * every ended session is announced with NOTIFY, and each process LISTENs and applies the others'.
 * A notification arrives in well under a second; while the listening connection is down (and
 * once it is back) the process clears everything it holds, since it may have missed some; the
 * caches' TTL stays the last safety net. Not needed on the embedded database: one process per
 * data folder. Answers the function that stops listening.
 */
export async function connectCacheBus(
  databaseUrl: string,
  { cache, auth }: Caches,
  log: Logger,
): Promise<() => Promise<void>> {
  const self = randomUUID();
  const announcer = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  announcer.on('error', (error) => log.warn('cache bus', { error: error.message }));
  const announce = (message: Invalidation) => {
    announcer
      .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)])
      .catch((error: Error) => log.warn('cache bus: not announced', { error: error.message }));
  };
  cache.onClear = (tags) => announce({ from: self, tags });
  auth.onForget = (session) => announce({ from: self, session });

  const apply = (payload: string | undefined) => {
    const message = JSON.parse(payload ?? '{}') as Invalidation;
    if (message.from === self) return;
    if ('tags' in message) cache.clearHere(...message.tags);
    else if ('session' in message) auth.forgetHere(message.session);
  };

  let listener: pg.Client | null = null;
  let stopped = false;
  const listen = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let retried = false;
    // Once per connection, whichever of its errors and its end comes first.
    const again = () => {
      if (stopped || retried) return;
      retried = true;
      cache.clearHere(); // what was announced meanwhile is unknown
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    client.on('notification', (notification) => apply(notification.payload));
    client.on('error', (error) => {
      log.warn('cache bus: listening stopped', { error: error.message });
      again();
    });
    client.on('end', again);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      cache.clearHere();
    } catch (error) {
      log.warn('cache bus: cannot listen', { error: String(error) });
      again();
    }
  };
  await listen();

  return async () => {
    stopped = true;
    cache.onClear = null;
    auth.onForget = null;
    await listener?.end();
    await announcer.end();
  };
}
