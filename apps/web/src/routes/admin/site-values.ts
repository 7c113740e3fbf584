import type { TranslatedText } from '@academy/contract/back-office/authoring';
import { LANGUAGES } from '@academy/contract/languages';
import type { FieldRefusal, StaffActionValues } from '@academy/machines';
import type { z } from 'zod';

/**
 * The site page's forms as the staff-action flow keeps them (strings by name): a text in five
 * languages is five values, `<name>.<lang>`, named as the server's field errors are.
 */

/** Stored texts (and plain values) as a form's values. */
export function formValuesOf(record: Readonly<Record<string, string | TranslatedText>>) {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string') values[name] = value;
    else for (const lang of LANGUAGES) values[`${name}.${lang}`] = value[lang] ?? '';
  }
  return values;
}

/** The five values of `name` as the text a save body takes. */
export const translatedOf = (values: StaffActionValues, name: string): TranslatedText =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, values[`${name}.${lang}`] ?? '']),
  ) as TranslatedText;

/** Texts by name, for TranslatedFields. */
export const translatedFieldsOf = (values: StaffActionValues, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, translatedOf(values, name)]));

/** The contract's check of a body before it is sent: the refused fields, as the server names them. */
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

/**
 * Sends `body` once the endpoint's schema takes it (so it is the body `send` declares); refuses
 * it at its fields otherwise, as the server would.
 */
export function checked<B, T>(schema: z.ZodType, body: unknown, send: (body: B) => Promise<T>) {
  const refusal = schemaRefusal(schema, body);
  return refusal ? Promise.reject(refusal) : send(body as B);
}
