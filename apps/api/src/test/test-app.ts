import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../app';
import type { Services } from '../app-env';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { JobQueue, type JobQueueOptions } from '../jobs/job-queue';
import { deliverMail } from '../jobs/mail-delivery';
import { silentLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { RateLimiter } from '../lib/rate-limit';
import { ResponseCache } from '../lib/response-cache';
import { storageFor } from '../lib/storage';
import { TokenAuthenticator } from '../modules/auth/auth.service';
import { createPaymentProviders } from '../modules/orders/payment-provider';
import { seedIfEmpty } from '../seed';
import { readTemplate } from './global-setup';

/** A fresh database on the TEST_DATABASE_URL server, dropped again by `close`. */
async function createPgDatabase(baseUrl: string) {
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The test queue: short retries, no upkeep (a test sends its mails with `sendQueuedMail`). */
export const TEST_JOB_OPTIONS: JobQueueOptions = {
  retryDelaySeconds: 1,
  retryLimit: 2,
  upkeep: false,
};

/**
 * A migrated, seeded app for `app.request` tests: in-memory PGlite started from the template of
 * the global setup, or a throw-away database on TEST_DATABASE_URL. The rate limits are high
 * unless a test passes its own RATE_LIMIT_MAX.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  services: Partial<Services> = {},
) {
  const config = loadConfig({ DATA_DIR: 'memory://', RATE_LIMIT_MAX: '100000', ...env });
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = baseUrl ? await createPgDatabase(baseUrl) : null;
  const template = pgDatabase ? undefined : await readTemplate();
  const database = await openDatabase({
    databaseUrl: pgDatabase?.url,
    dataDir: 'memory://',
    template,
    poolSize: 20,
  });
  await database.migrate();
  await seedIfEmpty(database.db);
  // Each app counts apart, as its own deployment would (they share the test's database).
  const limiterFor = (settings: typeof config) =>
    new RateLimiter(database.db, {
      max: settings.rateLimitMax,
      windowMs: settings.rateLimitWindowMs,
      prefix: `${randomBytes(4).toString('hex')}:`,
    });
  const jobs = await JobQueue.open(database, silentLogger, TEST_JOB_OPTIONS);
  const allServices: Services = {
    outbox: services.outbox ?? jobs,
    storage: services.storage ?? storageFor(config),
    limiter: services.limiter ?? limiterFor(config),
    mailer: services.mailer ?? createMailer(config),
    payments: services.payments ?? createPaymentProviders(),
    cache: services.cache ?? new ResponseCache(config.cacheTtlMs, config.cacheMaxBytes),
    auth: services.auth ?? new TokenAuthenticator(database.db, config),
  };
  const app = createApp({ config, db: database.db, log: silentLogger, services: allServices });
  const close = async () => {
    await jobs.stop();
    await database.close();
    await pgDatabase?.drop();
  };
  /** A second app on the same database with other settings (cheap: no new database). */
  const withEnv = (extra: Record<string, string>) => {
    const other = loadConfig({ DATA_DIR: 'memory://', RATE_LIMIT_MAX: '100000', ...env, ...extra });
    return createApp({
      config: other,
      db: database.db,
      log: silentLogger,
      services: { outbox: jobs, limiter: limiterFor(other) },
    });
  };
  /**
   * Sends the mails queued so far, here and now (what the server's worker does on its next
   * poll), into `services.mailer`; answers how many jobs ran.
   */
  const sendQueuedMail = () =>
    jobs.drainMail((job) =>
      deliverMail({ db: database.db, config, mailer: allServices.mailer }, job),
    );
  return {
    app,
    database: { ...database, close },
    /** The PostgreSQL database's URL (null on PGlite), for a server process of the test's own. */
    databaseUrl: pgDatabase?.url ?? null,
    config,
    services: allServices,
    jobs,
    sendQueuedMail,
    withEnv,
  };
}
