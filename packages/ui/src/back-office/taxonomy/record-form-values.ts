import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { homeContentErrorOf } from '@academy/contract/back-office/home-content';
import { taxonomyErrorOf } from '@academy/contract/back-office/taxonomy';
import type { Language } from '@academy/contract/languages';

/** A record's name in `language`, the default language's where it has none yet. */
export const nameIn = (text: TranslatedText, language: string) =>
  text[language as Language] || text.ro;

/** The error key (`adminTaxonomy.record.errors.<key>`) of a refused field's first message. */
export function recordErrorKey(field: string, message: string): string {
  // The server names a missing or mistaken upload; the form's own check, a picture not chosen.
  if (field === 'image_id') return /image/i.test(message) ? 'image' : 'imageMissing';
  return taxonomyErrorOf(message) ?? homeContentErrorOf(message) ?? 'invalid';
}
