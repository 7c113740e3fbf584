import { z } from 'zod';
import { singleLine } from '../common';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language-codes';

/**
 * What every authoring screen of the back office (issue 27) shares with the server: a text in
 * the five languages, how complete a record's translations are, list paging and a new order.
 */

export type TranslatedText = Record<Language, string>;

export interface TranslatedTextOptions {
  /** The longest text in characters. */
  max: number;
  /** A name or title: one line, no control characters (they end up in mails and .ics files). */
  singleLine?: boolean;
  /** The default language's text must be filled (the site falls back to it). Default true. */
  required?: boolean;
}

/**
 * A text in the five languages, each trimmed; the default language's required unless told
 * otherwise, the others may wait for their translator (an empty text falls back on the site).
 */
export function translatedTextSchema({
  max,
  singleLine: oneLine = false,
  required = true,
}: TranslatedTextOptions) {
  const text = (language: Language) => {
    const base = z.string().trim().max(max);
    const checked = oneLine ? singleLine(base) : base;
    // A default (an absent text is empty) would skip the check of a required one.
    return language === DEFAULT_LANGUAGE && required
      ? checked.pipe(z.string().min(1))
      : checked.default('');
  };
  return z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as {
      [L in Language]: ReturnType<typeof text>;
    },
  );
}

/** A stored text in the five languages, as an answer gives it (any may be empty, lengths unchecked). */
export const translatedAnswerSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as {
    [L in Language]: z.ZodString;
  },
);

/** A text in `language`, else in the default one (the site's fallback for any translated text). */
export const textIn = (text: TranslatedText, language: Language) =>
  text[language] || text[DEFAULT_LANGUAGE];

/** A record's id as a body names it: a positive whole number within the database's integer. */
export const recordIdSchema = z.number().int().positive().max(2_147_483_647);

/** An empty text in every language: a new record's start. */
export const emptyTranslatedText = (): TranslatedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as TranslatedText;

/** How many of a record's translated fields are filled in one language. */
export interface LanguageCompleteness {
  filled: number;
  total: number;
}

/**
 * The editor's completeness mark per language: of the named translated fields, how many have a
 * text (rich text counts when it has more than markup). A language is complete when all are.
 */
export function translationCompleteness(
  values: Readonly<Record<string, TranslatedText>>,
  fields: readonly string[],
): Record<Language, LanguageCompleteness> {
  const hasText = (text: string | undefined) =>
    (text ?? '').replace(/<[^>]*>/g, '').trim().length > 0;
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        filled: fields.filter((field) => hasText(values[field]?.[language])).length,
        total: fields.length,
      },
    ]),
  ) as Record<Language, LanguageCompleteness>;
}

/**
 * The query of an authoring list: a page of it, a search and a sort (the first of `sorts` by
 * default, in the `order` given), kept in the page's URL.
 */
export const authoringListQuerySchema = <const S extends readonly [string, ...string[]]>(
  sorts: S,
  { pageSize = 20, order = 'asc' }: { pageSize?: number; order?: 'asc' | 'desc' } = {},
) =>
  z.object({
    page: z.coerce.number().int().positive().max(100_000).default(1),
    page_size: z.coerce.number().int().positive().max(100).default(pageSize),
    q: z.string().trim().max(200).default(''),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(['asc', 'desc']).default(order),
  });

/** A list's filter by a record's id, as the query string carries it. */
export const listFilterIdSchema = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** A list's new order (drag and drop or the keyboard's move up / down): every id, once, in order. */
export const reorderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each record once.'),
});
export type Reorder = z.infer<typeof reorderSchema>;
