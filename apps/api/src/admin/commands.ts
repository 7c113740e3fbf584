import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Activates the account of `email` after its diploma was checked (spec 1). */
export async function activateUser(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: true })
    .where(eq(users.username, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function deactivateUser(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.username, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}
