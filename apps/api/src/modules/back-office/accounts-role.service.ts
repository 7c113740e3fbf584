import type { StaffRole } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { accountRow } from './accounts-list.service';

/**
 * Staff management (the admin's alone): gives account `id` a staff role or takes it away,
 * audited. An admin's own role stays (the academy keeps an admin who can undo a mistake), and
 * only an active account becomes staff. The caller forgets the user's cached session, so the
 * new role counts from the next request.
 */
export function setStaffRole(db: Db, id: number, role: StaffRole | null, actorId: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw notFound();
    if (id === actorId) throw new HttpError(409, 'An admin cannot change their own role.');
    if (role && !user.isActive) throw new HttpError(409, 'Only an active account can be staff.');
    if (user.role !== role) {
      await tx
        .update(users)
        .set({ role, isStaff: role !== null })
        .where(eq(users.id, id));
      await recordAudit(tx, {
        actorId,
        action: 'account.role',
        entity: 'user',
        entityId: id,
        before: { role: user.role },
        after: { role },
      });
    }
    const row = await accountRow(tx, id);
    if (!row) throw notFound();
    return row;
  });
}
