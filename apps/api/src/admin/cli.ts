import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed';
import { activateUser, deactivateUser } from './commands';

/**
 * `pnpm --filter @academy/api admin activate <email>` (or deactivate). Uses the same DATA_DIR /
 * DATABASE_URL as the server; with PGlite on disk, stop the server first (one process per folder).
 */
const [command, email] = process.argv.slice(2);
if (!command || !['activate', 'deactivate'].includes(command) || !email) {
  console.error('usage: admin activate|deactivate <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
const done =
  command === 'activate'
    ? await activateUser(database.db, email)
    : await deactivateUser(database.db, email);
await database.close();
console.log(done ? `${command}d ${email}` : `no account ${email}`);
process.exit(done ? 0 : 1);
