import type { FieldErrors } from '@academy/contract';
import type { z } from 'zod';

/** An error with an HTTP status and a `{detail}` answer, thrown by services and handlers. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502,
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

/** zod issues → `{ "profile.name": ["..."] }`; issues of the whole body → non_field_errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const message =
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'This field is required.'
        : issue.message;
    out[key] = [...(out[key] ?? []), message];
  }
  return out;
}

/** PostgreSQL unique violation, through drizzle's wrapper or from the driver directly. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      return candidate.constraint === constraint || String(candidate.message).includes(constraint);
    }
    e = candidate.cause;
  }
  return false;
}
