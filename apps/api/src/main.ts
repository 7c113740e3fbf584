import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { ADMIN_PATH, openAdminEndpoint } from './admin/admin-endpoint';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { JobQueue } from './jobs/job-queue';
import { deliverMail } from './jobs/mail-delivery';
import { runVideoJob } from './jobs/video-job';
import { connectCacheBus } from './lib/cache-bus';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { ResponseCache } from './lib/response-cache';
import { storageFor } from './lib/storage';
import { TokenAuthenticator } from './modules/auth/auth.service';
import { sendDueReminders } from './modules/calendar/reminder.service';
import { sweepOrderHolds } from './modules/orders/hold-sweeper';
import { configuredPaymentProviders } from './modules/orders/payment-provider';
import { testFixturesEnabled } from './modules/test-fixtures/test-fixtures.routes';
import { seedIfEmpty } from './seed';
import { installDemoVideos } from './seed/demo-videos';
import { createServerApp } from './server';
import { nodeServerOf } from './stored-pages';

const config = loadConfig();
// Throws (the server does not start) when E2E_FIXTURES is set with NODE_ENV=production.
const testFixtures = testFixturesEnabled(process.env);
const log = createLogger(config.logLevel);
const database = await openDatabase(config);
await database.migrate();
const { seeded } = await seedIfEmpty(database.db);
log.info('database ready', { kind: database.kind, seeded });

// The job queue lives in the same database: mails queued with the changes that cause them.
const jobs = await JobQueue.open(database, log, { retryDelaySeconds: config.jobRetryDelaySeconds });
// The services the jobs share with the requests (mail, payments, the outbox, the cache).
const services = {
  auth: new TokenAuthenticator(database.db, config),
  mailer: createMailer(config),
  payments: configuredPaymentProviders(config),
  cache: new ResponseCache(config.cacheTtlMs, config.cacheMaxBytes),
  outbox: jobs,
  storage: storageFor(config),
};
// The seeded demo lessons get real streams (made once by ffmpeg, cached across data folders).
if (config.demoVideos) await installDemoVideos(database.db, services.storage, log);
const app = createServerApp({ config, db: database.db, log, testFixtures, services });
// Several processes on one PostgreSQL: each one's clears and logouts reach the others' caches.
const stopBus = config.databaseUrl
  ? await connectCacheBus(config.databaseUrl, services, log)
  : async () => {};
await jobs.work({
  mail: (job) => deliverMail({ db: database.db, config, mailer: services.mailer }, job),
  holdSweep: () => sweepOrderHolds(database.db, config, log, services),
  visitReminders: async () => {
    await sendDueReminders(database.db, services.outbox);
  },
  video: (job) =>
    runVideoJob(
      {
        db: database.db,
        storage: services.storage,
        changed: () => services.cache.clear('courses'),
      },
      job,
    ),
});
// Staff commands run inside this server when the embedded database is on disk (admin-endpoint.ts).
const embedded = !config.databaseUrl && config.dataDir !== 'memory://';
let admin: Awaited<ReturnType<typeof openAdminEndpoint>> | null = null;
// (Registered before the first request: Hono builds its router then.)
(app as unknown as Hono).post(
  ADMIN_PATH,
  async (c): Promise<Response> =>
    admin ? admin.handler(c) : c.json({ detail: 'Not found.' }, 404),
);
// Kept drawn pages are answered by the node listener before the app (stored-pages.ts).
const server = nodeServerOf(app, config.host);
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}/`;
  log.info('listening', { url, web: Boolean(config.webDist) });
  if (config.webDist) console.log(`\n  Academy is running at ${url}ro\n`);
  if (!embedded) return;
  const local = `http://${['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host}:${port}`;
  const deps = { db: database.db, services, jobs };
  openAdminEndpoint(deps, config.dataDir, local).then(
    (opened) => {
      admin = opened;
    },
    (error) => log.error('admin endpoint', { error: String(error) }),
  );
});

/** Graceful shutdown: stop accepting, let requests in flight finish, then close the database. */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  server.close(async () => {
    await admin?.close();
    await stopBus();
    await jobs.stop();
    await database.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
