import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { LANGUAGES } from '@academy/contract/languages';
import type { FieldRefusal } from '@academy/machines';
import type { z } from 'zod';

/**
 * The back office's forms as the staff-action flow keeps them: strings by field name, a
 * translated field as one entry per language (`name.ro`, `name.ru`…) — the names the server's
 * field errors use, so a refusal lands at its field and language.
 */
type FlatValues = Readonly<Record<string, string | undefined>>;

/** A translated field's flat entries (`name.ro` → text). */
export const flatTranslated = (name: string, text: Partial<TranslatedText> = {}) =>
  Object.fromEntries(LANGUAGES.map((language) => [`${name}.${language}`, text[language] ?? '']));

/** A translated field's five texts read back from the flat values. */
export const translatedOf = (values: FlatValues, name: string): TranslatedText =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, values[`${name}.${language}`] ?? '']),
  ) as TranslatedText;

/** The named translated fields, as TranslatedFields takes them. */
export const translatedFieldsOf = (values: FlatValues, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, translatedOf(values, name)]));

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

/** A typed number ("12,5" as well), null when empty; NaN for the schema to refuse. */
export const numberOf = (value: string | undefined) => {
  const typed = (value ?? '').trim();
  return typed === '' ? null : Number(typed.replace(',', '.'));
};

/**
 * The error key of a refused field from its first message: the key of the contract's own words
 * in `words` (a form's error table), a general "check this" otherwise; null when not refused.
 */
export function fieldErrorKey<K extends string>(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  field: string,
  words: Readonly<Record<K, string>>,
): K | 'invalid' | null {
  const message = fieldErrors[field]?.[0];
  if (message === undefined) return null;
  const known = Object.entries(words).find(([, said]) => said === message);
  return (known?.[0] as K | undefined) ?? 'invalid';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone ('' for none). */
export function localMoment(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A local moment as an instant; a value that is no date goes as typed (refused at its field). */
export function instantOf(value: string | undefined): string {
  const time = new Date(value ?? '').getTime();
  return Number.isNaN(time) ? (value ?? '') : new Date(time).toISOString();
}
