import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from './limits';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './single-line';

/** A name or title typed by a user: one line, no control characters (see single-line.ts). */
export const singleLine = (text: z.ZodString) => text.refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** DRF-style field errors: `{field: [messages]}`; `non_field_errors` for the body as a whole. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** A paged list as the client expects it (DRF PageNumberPagination). */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A back-office list's answer: the matching count and one page of them (its query in the URL). */
export const countedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    results: z.array(item),
  });

/** A multipart file part. Rendered as a binary string in the OpenAPI document. */
export const fileSchema = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    message: 'The submitted data was not a file.',
  })
  .meta({ format: 'binary' });

/** A multipart boolean: real booleans or the strings browsers and Django clients send. */
export const formBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0', 'on', 'off'])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === '1' || v === 'on');

export const positiveIntSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Page query of paged lists. */
export const pageQuerySchema = z.object({
  page: positiveIntSchema.optional(),
  page_size: z.coerce.number().int().positive().max(10_000).optional(),
});

/** A money amount in answers (two decimals, JSON number). */
export const moneySchema = z.number();

/** Text limits, so that a huge string is refused with a field error, never stored. */
export const shortText = (max = 300) => z.string().trim().max(max);

/** An e-mail address as sent: trimmed, lower-cased, on the pattern the browser checks too. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .pipe(z.email({ pattern: EMAIL_PATTERN }));
