import { OPERATIONS_ROLES } from '@academy/contract';
import type { AccountStatus } from '@academy/contract/back-office/accounts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { accountRow, inStatus } from './accounts-list.service';

/** Who decides: a staff member's id, or null for the command line (`admin activate`). */
export type Actor = number | null;

/** The review fields the audit log shows before → after. */
const reviewColumns = {
  id: users.id,
  isActive: users.isActive,
  reviewedAt: users.reviewedAt,
  rejectionReason: users.rejectionReason,
};
type ReviewState = { isActive: boolean; reviewedAt: Date | null; rejectionReason: string | null };
type Change = { action: string; next: ReviewState; mail: 'activated' | 'declined' | null };
const audited = (row: ReviewState) => ({
  isActive: row.isActive,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});

/**
 * Moves the accounts of `where` (locked, so two managers cannot decide on one at once) to
 * `next`, each audited as `action` with a mail queued in the same transaction. Answers the ids
 * it moved.
 */
async function review(
  tx: Tx,
  outbox: Outbox,
  where: SQL,
  change: Change,
  actorId: Actor,
): Promise<number[]> {
  const rows = await tx.select(reviewColumns).from(users).where(where).for('update');
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  await tx.update(users).set(change.next).where(inArray(users.id, ids));
  for (const row of rows) {
    await recordAudit(tx, {
      actorId,
      action: change.action,
      entity: 'user',
      entityId: row.id,
      before: audited(row),
      after: audited(change.next),
    });
    if (change.mail) await outbox.mail(tx, { kind: 'account', mail: change.mail, userId: row.id });
  }
  return ids;
}

/** An activation: active, reviewed now, no reason; the user is mailed a login link. */
const activation = () =>
  ({
    action: 'account.activate',
    next: { isActive: true, reviewedAt: new Date(), rejectionReason: null },
    mail: 'activated',
  }) as const;

/** Reviews the one account `id` if it is still in `status` (the one the staff saw). */
const reviewOne = (
  tx: Tx,
  outbox: Outbox,
  id: number,
  status: AccountStatus,
  change: Change,
  actorId: Actor,
) => review(tx, outbox, and(eq(users.id, id), inStatus(status)) as SQL, change, actorId);

/** 404 when there is no account `id`, else 409: it is no longer in the status the staff saw. */
async function refusal(db: Db | Tx, id: number) {
  if (!(await accountRow(db, id))) return notFound();
  return new HttpError(409, 'The account has changed meanwhile: reload it.');
}

/** The account after a single decision, or the refusal of a decision that found it moved. */
async function decided(tx: Tx, id: number, moved: number[]) {
  if (!moved.length) throw await refusal(tx, id);
  const row = await accountRow(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A decision on account `id`, which the staff member saw in status `seen` (refused with 404 or
 * 409 when it is missing or moved since); answers the account after it.
 */
type SeenDecision = (
  db: Db,
  outbox: Outbox,
  id: number,
  seen: AccountStatus,
  actorId: Actor,
) => ReturnType<typeof decided>;

/**
 * Activates account `id`, still in the status `seen` (not active): its diploma was checked
 * (spec 1). The user is mailed a login link in their language.
 */
export const activateAccount: SeenDecision = (db, outbox, id, seen, actorId) =>
  db.transaction(async (tx) => {
    if (seen === 'active') throw await refusal(tx, id);
    return decided(tx, id, await reviewOne(tx, outbox, id, seen, activation(), actorId));
  });

/** The command line's activation by e-mail (`admin activate`): any account not active yet. */
export function activateByEmail(db: Db, outbox: Outbox, email: string) {
  return db.transaction(async (tx) => {
    const where = and(eq(users.username, email.trim().toLowerCase()), eq(users.isActive, false));
    return (await review(tx, outbox, where as SQL, activation(), null)).length > 0;
  });
}

/** Activates those of `ids` still pending (the queue's bulk action), each mailed. */
export function activatePending(db: Db, outbox: Outbox, ids: number[], actorId: Actor) {
  return db.transaction(async (tx) => {
    const where = and(inArray(users.id, ids), inStatus('pending')) as SQL;
    return review(tx, outbox, where, activation(), actorId);
  });
}

/** Declines the pending registration `id` with a reason, mailed to the user. */
export function rejectAccount(
  db: Db,
  outbox: Outbox,
  id: number,
  input: { seen: AccountStatus; reason: string },
  actorId: Actor,
) {
  return db.transaction(async (tx) => {
    if (input.seen !== 'pending') throw await refusal(tx, id);
    const next = { isActive: false, reviewedAt: new Date(), rejectionReason: input.reason };
    const change = { action: 'account.reject', next, mail: 'declined' } as const;
    return decided(tx, id, await reviewOne(tx, outbox, id, 'pending', change, actorId));
  });
}

/**
 * Closes the active account `id` and deletes its sessions in the same transaction (the caller
 * forgets them in the session cache once it commits). Staff accounts are not closed here.
 */
export const deactivateAccount: SeenDecision = (db, outbox, id, seen, actorId) =>
  db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (target?.role) throw new HttpError(409, 'Staff accounts are not closed here.');
    if (seen !== 'active') throw await refusal(tx, id);
    const next = { isActive: false, reviewedAt: new Date(), rejectionReason: null };
    const change = { action: 'account.deactivate', next, mail: null };
    const moved = await reviewOne(tx, outbox, id, 'active', change, actorId);
    if (moved.length) await tx.delete(authTokens).where(eq(authTokens.userId, id));
    return decided(tx, id, moved);
  });

/** The command line's `admin deactivate <email>`: closes the account and its sessions. */
export async function deactivateByEmail(db: Db, outbox: Outbox, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, email.trim().toLowerCase()));
  if (!user) return null;
  await deactivateAccount(db, outbox, user.id, 'active', null);
  return user.id;
}

/**
 * Tells every active admin and manager of a new registration to review (spec 1: verified
 * within 24 hours), one mail each, queued with the registration.
 */
export async function queueRegistrationMails(tx: Db | Tx, outbox: Outbox, userId: number) {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...OPERATIONS_ROLES]), eq(users.isActive, true)));
  for (const { id } of staff)
    await outbox.mail(tx, { kind: 'account', mail: 'registered', userId, staffId: id });
}
