import type { TranslatedText } from '@academy/contract/back-office/authoring';
import type { Language } from '@academy/contract/languages';
import type { Db, Tx } from '../../db/client';
import { changedFields, recordAudit } from '../../lib/audit';

/**
 * What the authoring of articles, promotions and useful info shares: a title in the list's
 * language and the audit of a save's changed fields.
 */

/** A translated column's text in the list's language, the default language's when it has none. */
export const titleIn = (text: TranslatedText, lang: Language) => text[lang] || text.ro;

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
  return recordAudit(tx, {
    actorId: entry.actorId,
    action: `${entry.entity}.${entry.verb}`,
    entity: entry.entity,
    entityId: entry.entityId,
    ...changedFields(entry.before, entry.after),
  });
}
