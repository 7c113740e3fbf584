import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries } from '../db/schema';
import { COUNTRY_ROWS } from './countries';

/** Fills an empty database with the reference and demo content; leaves a used one alone. */
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await db.insert(countries).values([...COUNTRY_ROWS]);
  return { seeded: true };
}
