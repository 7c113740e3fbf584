import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeArticlesEndpoints as bo } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { Db } from '../../db/client';
import { usefulInfo } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { arrangedOrder } from '../../lib/queries';
import type { BodyOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { imageColumns } from './images.service';
import {
  createRecord,
  deleteRecord,
  findRecord,
  nextPosition,
  type RecordKind,
  reorderRecords,
  updateRecord,
} from './records.service';

type Row = typeof usefulInfo.$inferSelect;

export const usefulInfoView = (row: Row): AnswerIn<typeof bo.usefulInfo> => ({
  id: row.id,
  title: row.title,
  body: row.body,
  image: row.image,
  position: row.position,
});

const audited = ({ id: _id, ...fields }: ReturnType<typeof usefulInfoView>) => fields;

/** The entries as an ordered list of records (issue 27's shared writes and reorder). */
const USEFUL_INFO: RecordKind<typeof usefulInfo> = {
  table: usefulInfo,
  entity: 'useful_info',
  area: 'useful_info',
  audited: (row) => audited(usefulInfoView(row)),
  changesOnly: true,
};

/** Every entry in the order members see them, titled in the list's language. */
export async function listUsefulInfo(db: Db, lang: Language) {
  const rows = await db
    .select()
    .from(usefulInfo)
    .orderBy(...arrangedOrder(usefulInfo));
  return rows.map((row) => ({ id: row.id, title: pick(row.title, lang), image: row.image }));
}

/** A new entry from its Romanian title, last in the order. */
export async function createUsefulInfo(
  db: Db,
  actorId: number,
  values: BodyOf<typeof bo.createUsefulInfo>,
) {
  const row = await createRecord(db, USEFUL_INFO, actorId, async (tx) => ({
    title: values.title,
    body: emptyTranslatedText(),
    position: await nextPosition(tx, usefulInfo),
  }));
  return usefulInfoView(row);
}

export async function findUsefulInfo(db: Db, id: number) {
  return usefulInfoView(await findRecord(db, USEFUL_INFO, id));
}

/** Saves an entry: its body sanitized, its picture replaced (an upload), removed (null) or kept. */
export async function updateUsefulInfo(
  db: Db,
  actorId: number,
  id: number,
  values: BodyOf<typeof bo.updateUsefulInfo>,
) {
  const picture = values.image_id ? await imageColumns(db, values.image_id, 'useful_info') : null;
  const row = await updateRecord(db, USEFUL_INFO, actorId, id, async (_tx, before) => ({
    title: values.title,
    body: sanitizeTranslated(values.body),
    image: values.image_id === null ? null : (picture?.image ?? before.image),
  }));
  return usefulInfoView(row);
}

export function deleteUsefulInfo(db: Db, actorId: number, id: number) {
  return deleteRecord(db, USEFUL_INFO, actorId, id);
}

/** The entries in a new order (every id once), positions rewritten and audited once. */
export function reorderUsefulInfo(db: Db, actorId: number, ids: readonly number[]) {
  return reorderRecords(db, USEFUL_INFO, { actorId, ids });
}
