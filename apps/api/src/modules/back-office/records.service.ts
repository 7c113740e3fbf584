import { TAXONOMY_ERRORS } from '@academy/contract/back-office/taxonomy';
import { eq, max, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { changedFields, recordAudit } from '../../lib/audit';
import { FieldError, notFound } from '../../lib/errors';
import { arrangedOrder } from '../../lib/queries';

/**
 * The writes the authored lists share (issue 27: taxonomy, Home's content, useful info, course
 * content): create, edit, delete and reorder a record, each in one transaction with its audit
 * line. Each kind says its table, its audit names and what of a row the audit keeps; its own
 * rules run inside the transaction (`values`, `guard`).
 */

type RecordTable = PgTable & { id: AnyPgColumn };
export type OrderedTable = RecordTable & { position: AnyPgColumn };
type Row<T extends PgTable> = T['$inferSelect'];
type Insert<T extends PgTable> = T['$inferInsert'];

export interface RecordKind<T extends RecordTable> {
  table: T;
  /** The audit's entity (`faq_item`) and its actions' prefix (`faq` → `faq.create`). */
  entity: string;
  area: string;
  /** What an audit line keeps of a row: its fields but the id. */
  audited: (row: Row<T>) => Record<string, unknown>;
  /** An edit's audit line keeps only the fields it changed (else the row before and after). */
  changesOnly?: boolean;
}

// Drizzle cannot write to a table of a generic type: the query is typed on PgTable and its
// rows are cast back to the table's own row type.
const rowsOf = <T extends PgTable>(rows: unknown) => rows as Row<T>[];

/** The row `id` of a kind (locked for the write when `lock`); 404 when there is none. */
export async function findRecord<T extends RecordTable>(
  db: Db | Tx,
  kind: RecordKind<T>,
  id: number,
  lock = false,
): Promise<Row<T>> {
  const query = db
    .select()
    .from(kind.table as RecordTable)
    .where(eq(kind.table.id, id));
  const [row] = rowsOf<T>(lock ? await query.for('update') : await query);
  if (!row) throw notFound();
  return row;
}

/** Creates a record from the `values` its rules give (run in the transaction), audited. */
export function createRecord<T extends RecordTable>(
  db: Db,
  kind: RecordKind<T>,
  actorId: number,
  values: (tx: Tx) => Promise<Insert<T>>,
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<T>(
      await tx
        .insert(kind.table as RecordTable)
        .values(await values(tx))
        .returning(),
    );
    if (!row) throw new Error(`${kind.entity} not stored`);
    await recordAudit(tx, {
      actorId,
      action: `${kind.area}.create`,
      entity: kind.entity,
      entityId: Number(row.id),
      before: null,
      after: kind.audited(row),
    });
    return row;
  });
}

/** Saves the `changes` its rules give for the row as it was (run in the transaction), audited. */
export function updateRecord<T extends RecordTable>(
  db: Db,
  kind: RecordKind<T>,
  actorId: number,
  id: number,
  changes: (tx: Tx, before: Row<T>) => Promise<Partial<Insert<T>>>,
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    const before = await findRecord(tx, kind, id, true);
    const [after] = rowsOf<T>(
      await tx
        .update(kind.table as RecordTable)
        .set(await changes(tx, before))
        .where(eq(kind.table.id, id))
        .returning(),
    );
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: `${kind.area}.update`,
      entity: kind.entity,
      entityId: id,
      ...(kind.changesOnly
        ? changedFields(kind.audited(before), kind.audited(after))
        : { before: kind.audited(before), after: kind.audited(after) }),
    });
    return after;
  });
}

/** Deletes a record once `guard` (run in the transaction) lets it go, audited. */
export function deleteRecord<T extends RecordTable>(
  db: Db,
  kind: RecordKind<T>,
  actorId: number,
  id: number,
  guard: (tx: Tx, row: Row<T>) => Promise<void> = async () => {},
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findRecord(tx, kind, id, true);
    await guard(tx, row);
    await tx.delete(kind.table as RecordTable).where(eq(kind.table.id, id));
    await recordAudit(tx, {
      actorId,
      action: `${kind.area}.delete`,
      entity: kind.entity,
      entityId: id,
      before: kind.audited(row),
      after: null,
    });
  });
}

/** The position after the last of a list (within `scope`: a category's modules). */
export async function nextPosition(tx: Tx, table: OrderedTable, scope?: SQL): Promise<number> {
  const [last] = await tx
    .select({ position: max(table.position) })
    .from(table)
    .where(scope);
  return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
}

/**
 * Gives a list (within `scope`) the order `ids`, which must name each of its records once:
 * anything else is a field error on `ids` (`refusal`), so a list changed by someone else
 * meanwhile is reloaded, not half reordered. Answers the order before, for the audit.
 */
export async function rewriteOrder(
  tx: Tx,
  table: OrderedTable,
  ids: readonly number[],
  scope?: SQL,
  refusal: string = TAXONOMY_ERRORS.wholeList,
): Promise<number[]> {
  const current = await tx
    .select({ id: table.id })
    .from(table)
    .where(scope)
    .orderBy(...arrangedOrder(table))
    .for('update');
  const before = current.map((row) => Number(row.id));
  const known = new Set(before);
  if (ids.length !== known.size || ids.some((id) => !known.has(id)))
    throw new FieldError({ ids: [refusal] });
  for (const [position, id] of ids.entries())
    await tx.update(table).set({ position }).where(eq(table.id, id));
  return before;
}

/** A list's new order (see `rewriteOrder`), audited once with the order before and after. */
export function reorderRecords<T extends OrderedTable>(
  db: Db,
  kind: RecordKind<T>,
  change: { actorId: number; ids: readonly number[]; scope?: SQL; entityId?: number },
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await rewriteOrder(tx, kind.table, change.ids, change.scope);
    await recordAudit(tx, {
      actorId: change.actorId,
      action: `${kind.area}.reorder`,
      entity: kind.entity,
      entityId: change.entityId ?? 0,
      before: { ids: before },
      after: { ids: [...change.ids] },
    });
  });
}
