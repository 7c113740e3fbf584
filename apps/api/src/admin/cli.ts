import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { JobQueue } from '../jobs/job-queue';
import { deliverMail } from '../jobs/mail-delivery';
import { silentLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { configuredPaymentProviders } from '../modules/orders/payment-provider';
import { seedIfEmpty } from '../seed';
import { activateUser, deactivateUser, markOrderPaid, moveOrderAsStaff } from './commands';

/**
 * `pnpm --filter @academy/api admin <command> <arg>`:
 *   activate <email>     verify an account (spec 1: within 24 hours)
 *   deactivate <email>   lock an account (its tokens stop working within CACHE_TTL_MS)
 *   mark-paid <orderId>  settle a cash order: confirms it, credits cashback or opens the course
 *   ship <orderId> <tracking number>, deliver <orderId>, cancel <orderId>, refund <orderId>
 *                        move an order on in its life; the buyer gets the mail of each change
 *   jobs failed          list the jobs that gave up (a mail the mail server kept refusing)
 *   retry-job <queue> <id>  run a failed job again
 * A mail a command causes is queued with the change and sent by the command at once.
 * Uses the same DATA_DIR / DATABASE_URL as the server; with PGlite on disk, stop the server first
 * (one process per data folder).
 */
const USAGE =
  'usage: admin activate|deactivate <email> | admin mark-paid|deliver|cancel|refund <orderId> | admin ship <orderId> <tracking number> | admin jobs failed | admin retry-job <queue> <id>';
const MOVES = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const;
const [command, arg, extra] = process.argv.slice(2);
const known = ['activate', 'deactivate', 'mark-paid', 'jobs', 'retry-job', ...Object.keys(MOVES)];
const needsExtra = command === 'ship' || command === 'retry-job';
if (!command || !arg || !known.includes(command) || (needsExtra && !extra)) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
const jobs = await JobQueue.open(database, silentLogger, {
  retryDelaySeconds: config.jobRetryDelaySeconds,
  upkeep: false,
});
const services = { payments: configuredPaymentProviders(config), outbox: jobs };
let code = 0;
try {
  if (command in MOVES) {
    const to = MOVES[command as keyof typeof MOVES];
    const order = await moveOrderAsStaff(database.db, services, Number(arg), {
      to,
      trackingNumber: extra,
    });
    console.log(`order ${order.id} ${order.status}`);
  } else if (command === 'mark-paid') {
    const accessId = await markOrderPaid(database.db, Number(arg), jobs);
    console.log(`order ${arg} paid${accessId ? `, course access ${accessId}` : ''}`);
  } else if (command === 'jobs') {
    for (const job of await jobs.failed()) {
      console.log(
        `${job.queue} ${job.id} ${job.failedAt.toISOString()} after ${job.attempts} tries: ` +
          `${job.error} ${JSON.stringify(job.data)}`,
      );
    }
  } else if (command === 'retry-job') {
    await jobs.retry(arg, [extra ?? '']);
    console.log(`job ${extra} queued again`);
  } else {
    const done =
      command === 'activate'
        ? await activateUser(database.db, arg)
        : await deactivateUser(database.db, arg);
    console.log(done ? `${command}d ${arg}` : `no account ${arg}`);
    code = done ? 0 : 1;
  }
  // The mails of what the command changed (and any other due now) go at once.
  const mailer = createMailer(config);
  await jobs.drainMail((job) => deliverMail({ db: database.db, config, mailer }, job));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
}
await jobs.stop();
await database.close();
process.exit(code);
