import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { silentLogger } from '../lib/logger';
import { seedIfEmpty } from '../seed';

/** A migrated, seeded app on in-memory PGlite (or TEST_DATABASE_URL), for `app.request` tests. */
export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: 'memory://', ...env });
  const database = await openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    dataDir: 'memory://',
  });
  await database.migrate();
  await seedIfEmpty(database.db);
  const app = createApp({ config: { ...config, dataDir: 'memory://' }, db: database.db, log: silentLogger });
  return { app, database, config };
}
