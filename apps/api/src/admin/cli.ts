import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
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
 * Uses the same DATA_DIR / DATABASE_URL as the server; with PGlite on disk, stop the server first
 * (one process per data folder).
 */
const USAGE =
  'usage: admin activate|deactivate <email> | admin mark-paid|deliver|cancel|refund <orderId> | admin ship <orderId> <tracking number>';
const MOVES = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
} as const;
const [command, arg, extra] = process.argv.slice(2);
const known = ['activate', 'deactivate', 'mark-paid', ...Object.keys(MOVES)];
if (!command || !arg || !known.includes(command) || (command === 'ship' && !extra)) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
let code = 0;
try {
  if (command in MOVES) {
    const to = MOVES[command as keyof typeof MOVES];
    const order = await moveOrderAsStaff(
      database.db,
      configuredPaymentProviders(config),
      Number(arg),
      { to, trackingNumber: extra },
      { config, mailer: createMailer(config) },
    );
    console.log(`order ${order.id} ${order.status}`);
  } else if (command === 'mark-paid') {
    const mailer = createMailer(config);
    const accessId = await markOrderPaid(database.db, Number(arg), { config, mailer });
    console.log(`order ${arg} paid${accessId ? `, course access ${accessId}` : ''}`);
  } else {
    const done =
      command === 'activate'
        ? await activateUser(database.db, arg)
        : await deactivateUser(database.db, arg);
    console.log(done ? `${command}d ${arg}` : `no account ${arg}`);
    code = done ? 0 : 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
}
await database.close();
process.exit(code);
