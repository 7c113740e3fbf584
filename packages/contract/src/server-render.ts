/**
 * How the API's server draws the public pages with the web app's server entry
 * (apps/web/src/entry-server.tsx), which it loads from the web build at start: the one shape
 * both sides agree on, so that neither imports the other.
 */

export { BOOT_SCRIPTS_ID, BOOT_SCRIPTS_OPEN, PAGE_ROOT_ID, ROUTER_DATA_ID } from './page-markers';

/** What the server gives the entry for one page. */
export interface ServerRenderOptions {
  /** The built index.html, whose head, scripts and boot loader the page keeps. */
  template: string;
  /** The API in the same process: a request to `/api/...` answered without the network. */
  fetchApi: (request: Request) => Promise<Response>;
}

/** The entry's answer for one page. */
export type ServerRenderResult =
  /** A page the server does not draw (login-only, no language…): the client shell serves it. */
  | { kind: 'client' }
  /** The page's loader sent the visitor elsewhere. */
  | { kind: 'redirect'; status: number; location: string }
  /** The whole page: 200, or 404 for a record that does not exist (a translated page). */
  | { kind: 'page'; status: number; html: string };

export type ServerRender = (
  request: Request,
  options: ServerRenderOptions,
) => Promise<ServerRenderResult>;

/** The cookie that carries the night style to the server, so its first HTML is already dark. */
export const DARK_MODE_COOKIE = 'darkMode';

/**
 * The query parameters a drawn page is drawn from (the catalogue's and a course's `module`).
 * The server draws and keeps a page by its path and these alone: tracking parameters
 * (`utm_source`, `fbclid`…) and anything unknown neither cost a render nor a cache entry.
 * A drawn page that starts reading another parameter names it here.
 */
export const DRAWN_PAGE_QUERY = { module: 'module' } as const;

/** The part of a page's query the server draws it from, in a fixed order (`?module=3` or ''). */
export function drawnPageSearch(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.values(DRAWN_PAGE_QUERY).sort()) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
