import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Which audit lines a test reads: of a kind of record, one record, an action (each optional). */
export interface AuditFilter {
  entity?: string;
  entityId?: number;
  action?: string;
}

/** The audit log's lines that `filter` names, oldest first. */
export function auditLines(db: Db, filter: AuditFilter) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
        filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
        filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
      ),
    )
    .orderBy(auditLog.id);
}

/** The newest audit line that `filter` names. */
export const lastAuditLine = async (db: Db, filter: AuditFilter) =>
  (await auditLines(db, filter)).at(-1);
