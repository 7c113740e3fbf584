import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/**
 * A statement with `$1…` placeholders as drizzle SQL, each value bound as a parameter: the job
 * queue's own statements run on a drizzle transaction (the outbox's insert joins the caller's).
 */
export function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss's database interface over a drizzle database or transaction. */
export function sqlOn(executor: Db | Tx) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = (await executor.execute(boundSql(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
