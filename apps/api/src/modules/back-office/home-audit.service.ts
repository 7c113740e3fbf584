import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';
import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { likeLiteral, likePattern } from '../../lib/queries';
import type { QueryOf } from '../../lib/route';

/** The audit log as the admin reads it (issue 26): every staff write, newest first. */
export type AuditRow = AnswerIn<typeof endpoints.audit>['results'][number];
type AuditFilters = QueryOf<typeof endpoints.audit>;

const DAY_MS = 86_400_000;
const AUDIT_PAGE_SIZE = 25;

const actorName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** `actor`: a staff member's id, or a part of their e-mail or name. */
function actorFilter(actor: string): SQL | undefined {
  if (/^\d{1,9}$/.test(actor)) return eq(auditLog.actorId, Number(actor));
  const pattern = likePattern(actor);
  return or(ilike(users.email, pattern), sql`${actorName} ilike ${pattern}`);
}

/** `action`: one action (`order.ship`), or an area alone (`order`) for all of its actions. */
const actionFilter = (action: string) =>
  action.includes('.')
    ? eq(auditLog.action, action)
    : like(auditLog.action, `${likeLiteral(action)}.%`);

function filtersOf(query: AuditFilters): SQL | undefined {
  return and(
    query.actor ? actorFilter(query.actor) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.action ? actionFilter(query.action) : undefined,
    query.from ? gte(auditLog.created, new Date(`${query.from}T00:00:00Z`)) : undefined,
    // `to` is inclusive: up to the start of the next day.
    query.to
      ? lt(auditLog.created, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
}

const columns = {
  id: auditLog.id,
  created: auditLog.created,
  actorId: auditLog.actorId,
  actorName,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

interface Selected {
  id: number;
  created: Date;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const asRow = (row: Selected): AuditRow => ({
  id: row.id,
  created: row.created.toISOString(),
  actor:
    row.actorId === null
      ? null
      : {
          id: row.actorId,
          name: row.actorName ?? row.actorEmail ?? '',
          email: row.actorEmail ?? '',
        },
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
});

/** A page of the log with its filters, newest first. */
export async function auditPage(
  db: Db,
  query: AuditFilters,
): Promise<{ count: number; results: AuditRow[] }> {
  const where = filtersOf(query);
  const pageSize = query.page_size ?? AUDIT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.created), desc(auditLog.id))
      .limit(pageSize)
      .offset(((query.page ?? 1) - 1) * pageSize),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(asRow) };
}

/** A staff member's own latest writes (their home). */
export async function recentWrites(db: Db, actorId: number, limit = 5): Promise<AuditRow[]> {
  return (await auditPage(db, { actor: String(actorId), page_size: limit })).results;
}
