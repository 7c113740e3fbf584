import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeArticlesEndpoints as bo } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usefulInfo } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { arrangedOrder } from '../../lib/queries';
import type { BodyOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { auditAuthoring, titleIn } from './articles-common';
import { imageColumns } from './images.service';
import { type RecordKind, reorderRecords } from './records.service';

type Row = typeof usefulInfo.$inferSelect;

export const usefulInfoView = (row: Row): AnswerIn<typeof bo.usefulInfo> => ({
  id: row.id,
  title: row.title,
  body: row.body,
  image: row.image,
  position: row.position,
});

const audited = ({ id: _id, ...fields }: ReturnType<typeof usefulInfoView>) => fields;

/** Every entry in the order members see them, titled in the list's language. */
export async function listUsefulInfo(db: Db, lang: Language) {
  const rows = await db
    .select()
    .from(usefulInfo)
    .orderBy(...arrangedOrder(usefulInfo));
  return rows.map((row) => ({ id: row.id, title: titleIn(row.title, lang), image: row.image }));
}

/** A new entry from its Romanian title, last in the order. */
export function createUsefulInfo(
  db: Db,
  actorId: number,
  values: BodyOf<typeof bo.createUsefulInfo>,
) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${usefulInfo.position}), -1)` })
      .from(usefulInfo);
    const [row] = await tx
      .insert(usefulInfo)
      .values({
        title: values.title,
        body: emptyTranslatedText(),
        position: Number(last?.position ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('useful info not stored');
    const view = usefulInfoView(row);
    await auditAuthoring(tx, {
      actorId,
      entity: 'useful_info',
      verb: 'create',
      entityId: row.id,
      before: null,
      after: audited(view),
    });
    return view;
  });
}

export async function findUsefulInfo(db: Db, id: number) {
  const [row] = await db.select().from(usefulInfo).where(eq(usefulInfo.id, id));
  if (!row) throw notFound();
  return usefulInfoView(row);
}

/** Saves an entry: its body sanitized, its picture replaced (an upload), removed (null) or kept. */
export async function updateUsefulInfo(
  db: Db,
  actorId: number,
  id: number,
  values: BodyOf<typeof bo.updateUsefulInfo>,
) {
  const picture = values.image_id ? await imageColumns(db, values.image_id, 'useful_info') : null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(usefulInfo).where(eq(usefulInfo.id, id)).for('update');
    if (!before) throw notFound();
    const image = values.image_id === null ? null : (picture?.image ?? before.image);
    const [after] = await tx
      .update(usefulInfo)
      .set({ title: values.title, body: sanitizeTranslated(values.body), image })
      .where(eq(usefulInfo.id, id))
      .returning();
    if (!after) throw notFound();
    const view = usefulInfoView(after);
    await auditAuthoring(tx, {
      actorId,
      entity: 'useful_info',
      verb: 'update',
      entityId: id,
      before: audited(usefulInfoView(before)),
      after: audited(view),
    });
    return view;
  });
}

export function deleteUsefulInfo(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(usefulInfo).where(eq(usefulInfo.id, id)).returning();
    if (!gone) throw notFound();
    await auditAuthoring(tx, {
      actorId,
      entity: 'useful_info',
      verb: 'delete',
      entityId: id,
      before: audited(usefulInfoView(gone)),
      after: null,
    });
  });
}

/** The entries as an ordered list of records (the reorder every authored list shares). */
const USEFUL_INFO: RecordKind<typeof usefulInfo> = {
  table: usefulInfo,
  entity: 'useful_info',
  area: 'useful_info',
  audited: (row) => audited(usefulInfoView(row)),
};

/** The entries in a new order (every id once), positions rewritten and audited once. */
export function reorderUsefulInfo(db: Db, actorId: number, ids: readonly number[]) {
  return reorderRecords(db, USEFUL_INFO, { actorId, ids });
}
