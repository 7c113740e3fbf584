import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from './errors';

/** PostgreSQL text cannot hold U+0000: such input is refused before it reaches the database. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (value instanceof File) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** Parses a JSON body; an empty one is `{}`, so that a POST that needs no body may send none. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'JSON parse error: the body is not valid JSON.');
  }
}

export async function readBody(c: Context<AppEnv>, type: 'json' | 'multipart'): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (type === 'json' || contentType.includes('application/json')) return readJson(c);
  // No body and no content type: nothing to parse (the schema's defaults and required fields apply).
  if (!contentType && (c.req.raw.body === null || c.req.header('content-length') === '0'))
    return {};
  if (!contentType.includes('multipart/form-data') && !contentType.includes('urlencoded')) {
    throw new HttpError(400, 'Unsupported media type: send multipart/form-data or JSON.');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'Multipart parse error.');
  }
  // An empty file input arrives as a nameless empty part: treat it as absent.
  for (const [key, value] of Object.entries(form)) {
    if (value instanceof File && value.size === 0 && !value.name) delete form[key];
  }
  return form;
}
