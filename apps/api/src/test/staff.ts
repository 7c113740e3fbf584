import type { StaffRole } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { DEMO, login } from './helpers';
import { createTestApp } from './test-app';

/**
 * A back-office test's app: the demo data, a token for each of `roles` (their demo staff
 * accounts) and the demo student's id, for records of an account the test does not create.
 */
export async function createStaffTestApp<R extends StaffRole>(roles: readonly R[]) {
  const ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await login(ctx.app, `${role}@academy.demo`);
  const [student] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO.student));
  return { ctx, tokens, studentId: student?.id ?? 0 };
}
