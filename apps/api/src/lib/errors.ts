import type { FieldErrors } from '@academy/contract';
import type { z } from 'zod';

/** An error with an HTTP status and a `{detail}` answer, thrown by services and handlers. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** DRF-style field errors (`{field: [messages]}`), answered with 400. */
export class FieldError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Invalid input.');
  }
}

export const notFound = () => new HttpError(404, 'Not found.');

/** Where the value came from, in the wording of DRF's "got type" part of its messages. */
const EXPECTED: Record<string, string> = {
  string: 'Not a valid string.',
  number: 'A valid number is required.',
  int: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Invalid data. Expected a dictionary.',
  date: 'Date has wrong format.',
};

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

function sizeMessage(issue: RawIssue & { code: 'too_small' | 'too_big' }): string | undefined {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const bound = issue.inclusive ? limit : small ? limit + 1 : limit - 1;
  if (issue.origin === 'string')
    return small
      ? `Ensure this field has at least ${bound} characters.`
      : `Ensure this field has no more than ${bound} characters.`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return small
      ? `Ensure this field has at least ${bound} elements.`
      : `Ensure this field has no more than ${bound} elements.`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return issue.inclusive
      ? `Ensure this value is ${small ? 'greater' : 'less'} than or equal to ${limit}.`
      : `Ensure this value is ${small ? 'greater' : 'less'} than ${limit}.`;
  return undefined;
}

/**
 * zod's own messages in DRF's words, by issue code: a missing value is "required", a value of the
 * wrong type says which type is expected. A schema's explicit message wins over these (zod asks a
 * parse's error map only for issues that have none).
 */
export const drfMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && issue.code !== 'custom') return 'This field is required.';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === null) return 'This field may not be null.';
      // `z.number().int()` refuses "two" as a number first: still an integer is what is expected.
      const isInt = (issue.inst as { isInt?: boolean } | undefined)?.isInt === true;
      const expected = issue.expected === 'number' && isInt ? 'int' : issue.expected;
      return EXPECTED[expected] ?? `Invalid value: ${expected} expected.`;
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return `"${String(issue.input)}" is not a valid choice.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'url') return 'Enter a valid URL.';
      return undefined;
    case 'invalid_union': {
      // The branch that explains best: a type or range error rather than "not the literal ''".
      const first = issue.errors.map((branch) => branch[0]).filter((i) => i !== undefined);
      return (first.find((i) => i.code !== 'invalid_value') ?? first[0])?.message;
    }
    default:
      return undefined;
  }
};

/** zod issues → `{ "profile.name": ["..."] }`; issues of the whole body → non_field_errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** Parses a request part with DRF's messages; refused input is a 400 with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input, { error: drfMessage });
  if (!parsed.success) throw new FieldError(zodFieldErrors(parsed.error));
  return parsed.data;
}

/** PostgreSQL unique violation, through drizzle's wrapper or from the driver directly. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  isViolation('23505', error, constraint);

/** PostgreSQL exclusion violation (an EXCLUDE constraint: overlapping ranges). */
export const isExclusionViolation = (error: unknown, constraint?: string) =>
  isViolation('23P01', error, constraint);

/**
 * PostgreSQL chose this transaction as a deadlock's victim (40P01): two writes checking the same
 * exclusion constraint at once can each wait for the other. Retrying is safe and resolves it.
 */
export const isDeadlock = (error: unknown) => isViolation('40P01', error);

function isViolation(code: string, error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === code) {
      if (!constraint) return true;
      return candidate.constraint === constraint || String(candidate.message).includes(constraint);
    }
    e = candidate.cause;
  }
  return false;
}
