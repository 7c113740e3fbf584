import { COUNTRY_ROWS } from '@academy/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries } from '../db/schema';
import { seedContent } from './content.seed';
import { seedCourseSellingPoints } from './course-selling.seed';
import { seedCourses } from './courses.seed';
import { seedPromoCodes } from './promo.seed';
import { seedShop } from './shop.seed';
import { seedUsers } from './users.seed';

/** Fills an empty database with the reference and demo content; leaves a used one alone. */
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    const seedDb = tx as unknown as Db;
    await seedDb.insert(countries).values([...COUNTRY_ROWS]);
    const courseIds = await seedCourses(seedDb);
    await seedShop(seedDb);
    await seedPromoCodes(seedDb);
    await seedContent(seedDb);
    await seedCourseSellingPoints(seedDb);
    await seedUsers(seedDb, courseIds);
  });
  return { seeded: true };
}
