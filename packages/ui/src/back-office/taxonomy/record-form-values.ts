import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { homeContentErrorOf } from '@academy/contract/back-office/home-content';
import { taxonomyErrorOf } from '@academy/contract/back-office/taxonomy';
import { LANGUAGES, type Language } from '@academy/contract/languages';
import type { FieldRefusal, StaffActionValues } from '@academy/machines';
import type { z } from 'zod';

/**
 * A record's form as the staff-action flow keeps it: flat strings by field name, a translated
 * field as one entry per language (`name.ro`, `name.ru`…) — the names the server's field errors
 * use, so a refusal lands at its field and language.
 */

/** A translated field's flat entries (`name.ro` → text). */
export const flatTranslated = (name: string, text: Partial<TranslatedText> = {}) =>
  Object.fromEntries(LANGUAGES.map((language) => [`${name}.${language}`, text[language] ?? '']));

/** A translated field read back from the flat values. */
export const translatedOf = (values: StaffActionValues, name: string): TranslatedText =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, values[`${name}.${language}`] ?? '']),
  ) as TranslatedText;

/** The named translated fields, as TranslatedFields takes them. */
export const translatedFieldsOf = (values: StaffActionValues, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, translatedOf(values, name)]));

/** A record's name in `language`, the default language's where it has none yet. */
export const nameIn = (text: TranslatedText, language: string) =>
  text[language as Language] || text.ro;

/**
 * The form's own check with the contract's schema before the call: the refused fields as the
 * server would name them (`name.ro`), or null when the body passes.
 */
export function schemaRefusal(schema: z.ZodType, body: unknown): FieldRefusal | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { fieldErrors };
}

/** The error key (`adminTaxonomy.record.errors.<key>`) of a refused field's first message. */
export function recordErrorKey(field: string, message: string): string {
  // The server names a missing or mistaken upload; the form's own check, a picture not chosen.
  if (field === 'image_id') return /image/i.test(message) ? 'image' : 'imageMissing';
  return taxonomyErrorOf(message) ?? homeContentErrorOf(message) ?? 'invalid';
}
