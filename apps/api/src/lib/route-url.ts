import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The request's URL with only the query parameters its route reads, sorted by name: the key of
 * cached answers and the base of paging links, so that tracking or unknown parameters neither
 * multiply cache entries nor travel on in links.
 */
export function routeUrl(c: Context<AppEnv>): string {
  const names = c.var.queryNames;
  const parsed = new URL(c.req.url);
  const kept = new URLSearchParams();
  for (const name of names ?? [...new Set(parsed.searchParams.keys())].sort())
    for (const value of parsed.searchParams.getAll(name)) kept.append(name, value);
  parsed.search = kept.toString();
  return parsed.toString();
}

/** Absolute URL of another page of the same list (DRF's next/previous links). */
function pageUrl(c: Context<AppEnv>, page: number): string {
  const url = new URL(routeUrl(c));
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** One page of a list, as a service answers it: the count of all matches and this page's rows. */
export interface ListPage<T> {
  count: number;
  results: T[];
  page: number;
  size: number;
}

/** A page of a list as DRF answers it: the count, the next and previous links, the rows. */
export function paginate<T>(c: Context<AppEnv>, { count, results, page, size }: ListPage<T>) {
  const last = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: page < last ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, Math.min(page - 1, last)) : null,
    results,
  };
}
