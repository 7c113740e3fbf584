import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMailer } from '../lib/mailer';
import { seedIfEmpty } from '../seed';
import { activateUser, deactivateUser, markOrderPaid } from './commands';

/**
 * `pnpm --filter @academy/api admin <command> <arg>`:
 *   activate <email>     verify an account (spec 1: within 24 hours)
 *   deactivate <email>   lock an account (its tokens stop working within CACHE_TTL_MS)
 *   mark-paid <orderId>  settle a cash order: confirms it, credits cashback or opens the course
 * Uses the same DATA_DIR / DATABASE_URL as the server; with PGlite on disk, stop the server first
 * (one process per data folder).
 */
const USAGE = 'usage: admin activate|deactivate <email> | admin mark-paid <orderId>';
const [command, arg] = process.argv.slice(2);
if (!command || !arg || !['activate', 'deactivate', 'mark-paid'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
let code = 0;
try {
  if (command === 'mark-paid') {
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
