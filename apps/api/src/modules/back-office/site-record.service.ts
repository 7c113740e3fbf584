import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { aboutPage, authors, regionInfo } from '../../db/schema';
import { changedFields, recordAudit } from '../../lib/audit';

/**
 * The site's records of one row (the about page, the author, region info): the public side
 * answers the first row (`/get-phone/`'s first item, the about page's first item), so the back
 * office edits that one, and creates it when the database has none.
 */
type SiteTable = typeof aboutPage | typeof authors | typeof regionInfo;

/** The first row of a site table; locked until the transaction ends when `tx` writes it next. */
export async function firstRow<T extends SiteTable>(
  db: Db | Tx,
  table: T,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle cannot select from a union of tables; the row is still T's own.
  const query = (db as Db)
    .select()
    .from(table as PgTable)
    .orderBy(asc(table.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

export interface SiteRecordSave<T extends SiteTable> {
  actorId: number;
  /** The audit's entity, and the area of its action (`about_page.update`). */
  entity: 'about_page' | 'author' | 'region_info';
  /** The columns the form sets. */
  values: Partial<T['$inferInsert']>;
  /** The columns a first row needs that the form may leave out (the author's photo). */
  defaults?: Partial<T['$inferInsert']>;
}

/**
 * Saves the site's record in one transaction: its first row updated (locked meanwhile), or
 * inserted when there is none; audited with the fields that changed.
 */
export function saveSiteRecord<T extends SiteTable>(
  db: Db,
  table: T,
  save: SiteRecordSave<T>,
): Promise<T['$inferSelect']> {
  // Drizzle's writes are typed per table; a union of three is beyond them, the rows are T's.
  const target = table as typeof aboutPage;
  const values = save.values as Partial<typeof aboutPage.$inferInsert>;
  return db.transaction(async (tx) => {
    const before = (await firstRow(tx, table, true)) as typeof aboutPage.$inferSelect | undefined;
    const [after] = before
      ? await tx.update(target).set(values).where(eq(target.id, before.id)).returning()
      : await tx
          .insert(target)
          .values({ ...save.defaults, ...values } as typeof aboutPage.$inferInsert)
          .returning();
    if (!after) throw new Error(`${save.entity} not stored`);
    const { id: _before, ...was } = before ?? { id: 0 };
    const { id, ...is } = after;
    await recordAudit(tx, {
      actorId: save.actorId,
      action: `${save.entity}.update`,
      entity: save.entity,
      entityId: id,
      ...changedFields(before ? was : null, is),
    });
    return after as T['$inferSelect'];
  });
}

/**
 * A site record the back office reads and saves whole: its view of the first row (empty values
 * before there is one), and the columns a body sets.
 */
export function siteRecord<T extends SiteTable, View, Body>(record: {
  table: T;
  entity: SiteRecordSave<T>['entity'];
  view: (row: T['$inferSelect'] | undefined) => View;
  columns: (body: Body) => Partial<T['$inferInsert']>;
}) {
  return {
    read: async (db: Db): Promise<View> => record.view(await firstRow(db, record.table)),
    save: async (db: Db, actorId: number, body: Body): Promise<View> =>
      record.view(
        await saveSiteRecord(db, record.table, {
          actorId,
          entity: record.entity,
          values: record.columns(body),
        }),
      ),
  };
}
