import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /**
   * The staff member who wrote (the route's `input.user.id`); null for the command line
   * (`admin activate`), which has no account of its own.
   */
  actorId: number | null;
  /** `account.activate`, `order.ship`, `promo.update`…: `<area>.<verb>`. */
  action: string;
  /** The kind of record: `user`, `order`, `contact_request`, `promo_code`, `job`… */
  entity: string;
  entityId: number;
  /** The fields the action changed, as they were and as they became (null: created / deleted). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records one staff write in the audit log (issue 26). Call it in the write's transaction, so
 * the log holds exactly the writes that happened.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

type Snapshot = Record<string, unknown>;

/**
 * What an edit's audit line keeps: of the record before and after, the fields that differ
 * (compared by value), as they were and as they became. A creation (before null) or a deletion
 * (after null) keeps the record whole.
 */
export function changedFields(
  before: Snapshot,
  after: Snapshot,
): { before: Snapshot; after: Snapshot };
export function changedFields(
  before: Snapshot | null,
  after: Snapshot | null,
): { before: Snapshot | null; after: Snapshot | null };
export function changedFields(before: Snapshot | null, after: Snapshot | null) {
  if (!before || !after) return { before, after };
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (from: Snapshot) => Object.fromEntries(keys.map((key) => [key, from[key]]));
  return { before: pick(before), after: pick(after) };
}
