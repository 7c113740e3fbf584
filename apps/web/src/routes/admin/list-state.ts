import { useLocation, useNavigation } from 'react-router-dom';
import type { z } from 'zod';
import { orOnFailure } from '../../app/content-load';

/** A list's load as its page shows it: its data, or that it failed (already logged). */
export type ListLoad<T> = { state: 'ready'; data: T } | { state: 'error' };

/** The values a list state leaves out of the URL (the schema's defaults, or the page's own). */
type Defaults = Record<string, unknown>;

/**
 * A back-office list's state as the URL's query names it (filters, q, sort, order, page), read
 * with the list endpoint's own query schema; a value it would refuse (an old link, a typo) is
 * dropped rather than failing the list, so the loader always asks for something the server
 * takes. An empty value names nothing; the page size is the page's, never the URL's.
 */
export function listQueryOf<S extends z.ZodObject>(schema: S, url: string): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [name, value] of new URL(url).searchParams)
    if (value && name !== 'page_size') raw[name] = value;
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = schema.safeParse(raw);
  }
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * The URL query of a list state: only the values that differ from the defaults (the schema's,
 * unless the page names its own, such as an order that depends on a filter).
 */
export function searchOf<S extends z.ZodObject>(
  schema: S,
  state: Record<string, string | number | undefined>,
  defaults: Defaults = schema.parse({}) as Defaults,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state))
    if (value !== undefined && value !== '' && value !== defaults[name])
      params.set(name, String(value));
  return params;
}

/** A list's call as its loader returns it: `ready` with its data, or `error` (logged as `what`). */
export function listLoad<T>(what: string, load: Promise<T>): Promise<ListLoad<T>> {
  return orOnFailure(
    what,
    load.then((data) => ({ state: 'ready' as const, data })),
    { state: 'error' as const },
  );
}

/** The table's state: `loading` while this page reloads for a new query, else its load's. */
export function tableStateOf(load: ListLoad<unknown>, reloading: boolean) {
  return reloading ? ('loading' as const) : load.state;
}

/** Whether this page is being loaded again for a new query (not left for another page). */
export function useReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}
