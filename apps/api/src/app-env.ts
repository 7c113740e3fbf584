import type { Config } from './config';
import type { Db } from './db/client';
import type { Authenticator } from './lib/authenticator';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { Outbox } from './lib/outbox';
import type { PaymentProviders } from './lib/payments';
import type { RateLimiter } from './lib/rate-limit';
import type { ResponseCache } from './lib/response-cache';
import type { Storage } from './lib/storage';

/** Per-app services, created once in createApp (one set per test app). */
export interface Services {
  limiter: RateLimiter;
  mailer: Mailer;
  /** Mails queued in the transaction that causes them (the job queue, jobs/job-queue.ts). */
  outbox: Outbox;
  payments: PaymentProviders;
  /** Where uploads are kept: MEDIA_DIR, or the S3 bucket (lib/storage.ts). */
  storage: Storage;
  cache: ResponseCache;
  /** Token → user, with a short per-process memory (see TokenAuthenticator). */
  auth: Authenticator;
}

/** What every handler finds in `c.var`. */
export interface AppEnv {
  Variables: {
    config: Config;
    db: Db;
    log: Logger;
    services: Services;
    /** The query parameters the route reads (null: all), for `routeUrl` (lib/route-url.ts). */
    queryNames: string[] | null;
  };
}
