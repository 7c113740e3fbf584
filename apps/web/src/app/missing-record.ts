import { data, redirect } from 'react-router-dom';

/** What a 404 page carries: where the visitor goes from it. */
export interface MissingRecord {
  fallback: string;
}

/**
 * The record a URL names does not exist (a course, an article, a specialist's page). The server
 * answers a real 404 with a translated page that links to `fallback`, so that search engines drop
 * the URL; in the browser the visitor goes straight to `fallback` (spec 2.1).
 */
export function missingRecord(fallback: string): never {
  if (import.meta.env.SSR) throw data({ fallback } satisfies MissingRecord, { status: 404 });
  throw redirect(fallback);
}

/**
 * A page's data that the server answers with another status than 200 (a certificate code that
 * is unknown: a 404 that still says so). The router unwraps it; in the browser it is the data.
 */
export function withStatus<T>(value: T, status: number): T {
  return import.meta.env.SSR ? (data(value, { status }) as unknown as T) : value;
}
