import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { cameOverHttps, type HeaderPairs, type PageSecurityOptions } from './lib/page-security';
import {
  acceptedEncoding,
  encodedEtag,
  encodedForm,
  matchesEtag,
  type StoredAnswer,
} from './lib/response-cache';
import { drawnPageRequest } from './server-pages';

/** What the fast path needs to answer a stored drawn page as the app's own path does. */
export interface StoredPages {
  /** The kept, fresh page of a key (`drawnPageRequest`), else undefined. */
  stored(key: string): StoredAnswer | undefined;
  /** The page security headers (page-security.ts `pageSecurityHeaders`). */
  security: { http: HeaderPairs; https: HeaderPairs };
  securityOptions: PageSecurityOptions;
  /** The header naming the visitor's country (config `countryHeader`, lower case). */
  countryHeader: string;
  /** Cache-Control and Vary (besides Accept-Encoding) of a drawn page (web-preloads.ts). */
  cacheControl: string;
  vary: string;
}

/** Request targets the Hono adapter takes as written (its own test): nothing to normalize. */
const PLAIN_TARGET = /^\/[!$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;

type Encoding = 'br' | 'gzip' | null;
/** A full answer, a HEAD's (no body), or a 304. */
type Kind = 'body' | 'head' | 'not-modified';

/**
 * A drawn page already kept, answered in the node `request` listener before Hono builds a
 * Request and a Response for it: the same status, headers and bytes as the app's path
 * (server-pages.ts, `htmlAnswer`; the same-answer test holds them together), with the headers
 * made once per page and kind of answer. Anything else goes to `next` unchanged: another method,
 * a page not kept (or past its TTL, which the app redraws), a preview link, a target or a Host the
 * adapter would rewrite or refuse, several Cookie headers, or a plain body for a client that
 * takes some encoding (the app's compress middleware may encode it).
 */
export function storedPagesFirst(
  pages: StoredPages,
  next: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => void {
  const made = new WeakMap<StoredAnswer, Map<string, string[]>>();
  const headersOf = (answer: StoredAnswer, encoding: Encoding, kind: Kind, https: boolean) => {
    let variants = made.get(answer);
    if (!variants) {
      variants = new Map();
      made.set(answer, variants);
    }
    const name = `${encoding} ${kind} ${https}`;
    let flat = variants.get(name);
    if (!flat) {
      flat = pageHeaders(pages, answer, encoding, kind, https);
      variants.set(name, flat);
    }
    return flat;
  };

  // Browsers send a few Accept-Encoding values, each the same on every request: parsed once.
  const taken = new Map<string | undefined, Encoding>();
  const takenEncoding = (header: string | undefined): Encoding => {
    let encoding = taken.get(header);
    if (encoding === undefined) {
      encoding = acceptedEncoding(header);
      if (taken.size >= 64) taken.clear();
      taken.set(header, encoding);
    }
    return encoding;
  };

  return (req, res) => {
    const answer = storedAnswerOf(pages, req);
    if (!answer) return void next(req, res);
    const acceptEncoding = req.headers['accept-encoding'];
    const encoding = answer.gzip ? takenEncoding(acceptEncoding) : null;
    if (!encoding && acceptEncoding !== undefined) return void next(req, res);
    const https = cameOverHttps(
      pages.securityOptions,
      req.headers['x-forwarded-proto'] as string | undefined,
      (req.socket as { encrypted?: boolean }).encrypted ? 'https://page/' : 'http://page/',
    );
    if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, headersOf(answer, encoding, 'not-modified', https));
      return void res.end();
    }
    if (req.method === 'HEAD') {
      res.writeHead(200, headersOf(answer, encoding, 'head', https));
      return void res.end();
    }
    res.writeHead(200, headersOf(answer, encoding, 'body', https));
    res.end(encodedForm(answer, encoding).body);
  };
}

/** The kept page a request asks for, when nothing of it needs the app (see storedPagesFirst). */
function storedAnswerOf(pages: StoredPages, req: IncomingMessage): StoredAnswer | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const target = req.url ?? '';
  if (!PLAIN_TARGET.test(target) || DOT_SEGMENT.test(target)) return undefined;
  if (!PLAIN_HOST.test(req.headers.host ?? '')) return undefined;
  const query = target.indexOf('?');
  const pathname = query < 0 ? target : target.slice(0, query);
  const search = query < 0 || query === target.length - 1 ? '' : target.slice(query);
  if (search && new URLSearchParams(search).has('preview')) return undefined;
  const cookie = req.headers.cookie;
  if (cookie && req.headersDistinct.cookie?.length !== 1) return undefined;
  const country = req.headers[pages.countryHeader];
  const { key } = drawnPageRequest(
    pathname,
    search,
    cookie,
    typeof country === 'string' ? country : undefined,
  );
  return pages.stored(key);
}

/**
 * The headers of one kind of answer of a kept page, as the app's path sends them: the security
 * headers, then `storedResponse`'s, in lower case and in name order (as a Headers object gives
 * them), flat for `writeHead`.
 */
function pageHeaders(
  pages: StoredPages,
  answer: StoredAnswer,
  encoding: Encoding,
  kind: Kind,
  https: boolean,
): string[] {
  const { body, contentEncoding } = encodedForm(answer, encoding);
  const pairs: [string, string][] = [
    ...(https ? pages.security.https : pages.security.http),
    ['Content-Type', 'text/html; charset=UTF-8'],
    ['Cache-Control', pages.cacheControl],
    ['Vary', `Accept-Encoding, ${pages.vary}`],
  ].map(([name, value]) => [name.toLowerCase(), value] as [string, string]);
  pairs.push(['etag', encodedEtag(answer.etag, encoding)]);
  if (kind !== 'not-modified' && contentEncoding) pairs.push(['content-encoding', contentEncoding]);
  // (The app's HEAD answer names no length: Hono answers it with the GET's headers, no body.)
  if (kind === 'body') pairs.push(['content-length', String(body.length)]);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.flat();
}

/**
 * How long an idle kept-alive connection stays open: longer than the clients and proxies in front
 * keep theirs (load balancers' 60 s). With node's 5 s, a client sending on a connection the server
 * was closing at that instant got ECONNRESET (a journey's login request, once in a gate run).
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * The node server of the app: kept drawn pages answered first (`storedPagesFirst`), everything
 * else by the app through @hono/node-server's listener, as `serve` would.
 */
export function nodeServerOf(
  app: { fetch: (request: Request, env: never) => unknown; storedPages?: StoredPages },
  hostname: string,
): Server {
  const listener = getRequestListener(app.fetch as Parameters<typeof getRequestListener>[0], {
    hostname,
  });
  const server = createServer(
    app.storedPages ? storedPagesFirst(app.storedPages, listener) : listener,
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Past the idle time, or a request's headers could be cut off while the connection waits.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
