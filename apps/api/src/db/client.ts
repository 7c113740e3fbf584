import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/** btree_gist: the appointments' exclusion constraint compares a doctor id with `=` in GiST. */
export const PGLITE_EXTENSIONS = { btree_gist };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: what a service that must run inside one takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A statement with `$1…` parameters, as pg's `query` takes it; the answer's rows. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL on the same connections as `db` (the job queue's own statements). Without values
   * a text may hold several statements (the queue's migrations).
   */
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL at `databaseUrl` when given, else the embedded PGlite: in `dataDir/db` on disk,
 * or in memory when `dataDir` is `memory://` (tests). Both share one schema and one migrations folder.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** In memory only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  template?: Blob | undefined;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client's connection can end under it (a server restart, a dropped database): the
    // pool discards that client and opens another; without a listener the process would crash.
    pool.on('error', (error) =>
      console.error(`PostgreSQL: an idle connection ended: ${error.message}`),
    );
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir === 'memory://';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = inMemory
    ? new PGlite(options.template ? { loadDataDir: options.template, extensions } : { extensions })
    : new PGlite(join(options.dataDir, 'db'), { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
