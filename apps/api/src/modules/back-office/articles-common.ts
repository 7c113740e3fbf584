import type { TranslatedText } from '@academy/contract/back-office/authoring';
import type { Language } from '@academy/contract/languages';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { asc, desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { sanitizeRichText } from '../../lib/sanitize';

/**
 * What the authoring of articles, promotions and useful info shares: rich text sanitized in
 * every language, a search pattern, a list's order, and the audit of a save's changed fields.
 */

/** A rich text's five languages, each through the server's sanitizer (scripts, handlers gone). */
export const sanitizedText = (text: TranslatedText): TranslatedText =>
  Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, sanitizeRichText(html)]),
  ) as TranslatedText;

/** A search typed by staff as an ILIKE pattern: its own %, _ and \ are literal. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** A list's ORDER BY: the chosen column in the chosen direction, the id last (a stable page). */
export function listOrder(column: AnyColumn | SQL, id: AnyColumn, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** A translated column's text in the list's language, the default language's when it has none. */
export const titleIn = (text: TranslatedText, lang: Language) => text[lang] || text.ro;

/** Of two snapshots of a record, the fields that differ, as they were and as they became. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (from: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, from[key]]));
  return { before: pick(before), after: pick(after) };
}

export interface AuthoringAudit {
  actorId: number;
  /** `article`, `promotion` or `useful_info`: the entity, and the action's area. */
  entity: 'article' | 'promotion' | 'useful_info';
  verb: 'create' | 'update' | 'delete' | 'reorder';
  entityId: number;
  /** The record before the write (null: created) and after it (null: deleted). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Audits an authoring write in its transaction: an edit keeps only the fields it changed, a
 * creation or a deletion the record as it was written or as it went.
 */
export function auditAuthoring(tx: Db | Tx, entry: AuthoringAudit) {
  const changed =
    entry.before && entry.after
      ? changes(entry.before, entry.after)
      : { before: entry.before, after: entry.after };
  return recordAudit(tx, {
    actorId: entry.actorId,
    action: `${entry.entity}.${entry.verb}`,
    entity: entry.entity,
    entityId: entry.entityId,
    ...changed,
  });
}
