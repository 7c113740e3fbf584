import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { JobQueue } from '../jobs/job-queue';
import { deliverMail } from '../jobs/mail-delivery';
import { silentLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { configuredPaymentProviders } from '../modules/orders/payment-provider';
import { seedIfEmpty } from '../seed';
import { inServer, runningServer } from './admin-endpoint';
import { type AdminResult, runAdminCommand } from './run-command';

/**
 * `pnpm --filter @academy/api admin <command> <arg>`:
 *   activate <email>     verify an account (spec 1: within 24 hours)
 *   deactivate <email>   lock an account (its tokens stop working within CACHE_TTL_MS)
 *   mark-paid <orderId>  settle a cash order: confirms it, credits cashback or opens the course
 *   ship <orderId> <tracking number>, deliver <orderId>, cancel <orderId>, refund <orderId>
 *                        move an order on in its life; the buyer gets the mail of each change
 *   jobs                 the latest video jobs: state, percent (ffmpeg's progress), error
 *   jobs failed          list the jobs that gave up (a mail the mail server kept refusing)
 *   retry-job <queue> <id>  run a failed job again
 * Uses the same DATA_DIR / DATABASE_URL as the server. On the embedded database while the server
 * runs, the command runs inside the server (its admin endpoint); otherwise here, sending the mails
 * it causes at once.
 */

async function here(config: ReturnType<typeof loadConfig>, args: string[]): Promise<AdminResult> {
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  const jobs = await JobQueue.open(database, silentLogger, {
    retryDelaySeconds: config.jobRetryDelaySeconds,
    upkeep: false,
  });
  const services = { payments: configuredPaymentProviders(config), outbox: jobs };
  const result = await runAdminCommand({ db: database.db, services, jobs }, args);
  // The mails of what the command changed (and any other due now) go at once.
  const mailer = createMailer(config);
  await jobs.drainMail((job) => deliverMail({ db: database.db, config, mailer }, job));
  await jobs.stop();
  await database.close();
  return result;
}

const config = loadConfig();
const args = process.argv.slice(2);
const server = config.databaseUrl ? null : runningServer(config.dataDir);
try {
  const { lines, code } = server ? await inServer(server, args) : await here(config, args);
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
