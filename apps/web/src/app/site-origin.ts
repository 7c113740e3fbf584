/**
 * The site's origin, for the absolute URLs that canonical links and previews need: the page's
 * own in the browser; on the server, the request's (entry-server.tsx sets where to read it).
 */
let serverOrigin: (() => string) | null = null;

export function setServerOrigin(source: () => string) {
  serverOrigin = source;
}

export function siteOrigin(): string {
  if (import.meta.env.SSR) {
    if (!serverOrigin) throw new Error('The server render has no origin');
    return serverOrigin();
  }
  return window.location.origin;
}
