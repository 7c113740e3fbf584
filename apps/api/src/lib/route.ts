import type { AnswerIn, Endpoint, Success } from '@academy/contract/endpoint';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@academy/contract/languages';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { AuthUser } from './authenticator';
import { forwardedClient } from './client-ip';
import { drawnPageCall } from './drawn-page-call';
import { FieldError, HttpError, parseInput } from './errors';
import { type CacheTag, type StoredAnswer, storedResponse } from './response-cache';

export type { AuthMode, CacheTag, Method, ResponseDoc } from '@academy/contract/endpoint';

/** A declaration the server registers: an endpoint of the contract (or one written in place). */
export type RouteSpec = Endpoint;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

declare const answered: unique symbol;

/**
 * An answer built through the route's `json` (its declared schema checked by the compiler) or
 * passed through `raw` (a file, a stored answer): a handler returns nothing else, so a view that
 * drifts from its declaration fails typecheck instead of the client.
 */
export type Answer = Response & { readonly [answered]: true };

export interface RouteInput<E extends Endpoint> {
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The `{id}` path parameter (0 when the path has none). */
  id: number;
  /** The `{code}` path parameter, upper-cased ('' when the path has none). */
  code: string;
  params: Record<string, number>;
  lang: Language;
  user: E['auth'] extends 'token' ? AuthUser : AuthUser | null;
  /** The declared JSON answer for this status (the first success status by default). */
  json: <S extends Success<E>>(data: AnswerIn<E, S>, status?: S) => Answer;
  /**
   * The declared JSON answer from the response cache (see `cachedJson`): `produce` builds it on
   * a miss, typed like `json`'s data.
   */
  cached: (options: CachedJsonOptions, produce: () => Promise<AnswerIn<E>>) => Promise<Answer>;
  /** The declared empty answer (204). */
  empty: 204 extends Success<E> ? () => Answer : never;
  /** An answer built elsewhere: a file, a stored answer, a redirect. */
  raw: (response: Response) => Answer;
}

type Handler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Promise<Answer> | Answer;

/** Every route registered, for the OpenAPI document and the contract test. */
export const routeRegistry = new Map<string, Endpoint>();

const MAX_ID = 2_147_483_647;
// A non-capturing group: Hono's router misreads bare alternatives in a parameter pattern.
const LANG_PATTERN = `(?:${LANGUAGES.join('|')})`;

/** A `{code}` parameter: a certificate code, letters and digits (`{code}.pdf`: the same, a file). */
const CODE_PATTERN = '[A-Za-z0-9]{6,64}';

/**
 * `/{lang}/shop/product/{id}/` → `/:lang{(?:ro|ru|en|fr|es)}/shop/product/:id{[0-9]+}/`;
 * `{code}` is a string of letters and digits, `{code}.pdf` keeps the extension in the pattern.
 */
export function toHonoPath(path: string): string {
  return path
    .replace(/\{code\}\.pdf/g, `:code{${CODE_PATTERN}\\.pdf}`)
    .replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'lang'
        ? `:lang{${LANG_PATTERN}}`
        : name === 'code'
          ? `:code{${CODE_PATTERN}}`
          : `:${name}{[0-9]+}`,
    );
}

/** The client's address: the socket's, or behind TRUST_PROXY proxies their entry (client-ip.ts). */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  return forwardedClient(c.req.header('x-forwarded-for'), c.var.config.trustProxy, socket);
}

/** The Cache-Control of personal answers. */
export const NO_STORE = 'no-store';

/** A response built outside the context's prepared headers (a file) gets no-store as well. */
function personal(response: Response, user: AuthUser | null): Response {
  if (user && !response.headers.has('cache-control'))
    response.headers.set('Cache-Control', NO_STORE);
  return response;
}

/** The parameter names of a route's query schema; null when it is not an object schema. */
function queryNames(schema: z.ZodType | undefined): string[] | null {
  if (!schema) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape).sort() : null;
}

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

/** PostgreSQL text cannot hold U+0000: such input is refused before it reaches the database. */
function hasNul(value: unknown, depth = 0): boolean {
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

async function readBody(c: Context<AppEnv>, type: 'json' | 'multipart'): Promise<unknown> {
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

/**
 * Registers a route on `router` and in the registry: resolves the token, applies the rate limit,
 * validates path ids, query and body with the contract schemas, then calls the handler.
 */
export function route<const E extends Endpoint>(
  router: Hono<AppEnv>,
  spec: E,
  handler: Handler<E>,
): void {
  const names = queryNames(spec.query);
  const wrapped = async (c: Context<AppEnv>) => {
    c.set('queryNames', names);
    // A page drawn on the server loads its data in-process: the visitor's own limit does not apply
    // (one visitor's look-ups must not make everyone's certificate page fail).
    if (spec.rateLimit && !drawnPageCall(c)) {
      if (!(await c.var.services.limiter.hit(spec.rateLimit, clientIp(c)))) {
        throw new HttpError(429, 'Request was throttled. Try again later.');
      }
    }
    const params: Record<string, number> = {};
    let lang: Language = DEFAULT_LANGUAGE;
    let code = '';
    for (const [name, raw] of Object.entries(c.req.param() as Record<string, string>)) {
      if (name === 'lang') {
        if (isLanguage(raw)) lang = raw;
        continue;
      }
      if (name === 'code') {
        code = raw.replace(/\.pdf$/, '').toUpperCase();
        continue;
      }
      const value = Number(raw);
      if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ID)
        throw new HttpError(404, 'Not found.');
      params[name] = value;
    }
    let user: AuthUser | null = null;
    if (spec.auth !== 'none') {
      user = await c.var.services.auth.authenticate(c.req.header('authorization'));
      if (!user && spec.auth === 'token') {
        throw new HttpError(401, 'Authentication credentials were not provided.');
      }
    }
    let query: unknown;
    if (spec.query) {
      const raw = c.req.query();
      if (hasNul(raw)) throw new HttpError(400, 'Null characters are not allowed.');
      query = parseInput(spec.query, raw);
    }
    let body: unknown;
    if (spec.body) {
      const raw = await readBody(c, spec.bodyType ?? 'json');
      if (hasNul(raw)) throw new HttpError(400, 'Null characters are not allowed.');
      body = parseInput(spec.body, raw);
    }
    const json = (data: unknown, status?: number) =>
      c.json(data, (status ?? firstSuccess(spec)) as 200) as unknown as Answer;
    const raw = (response: Response) => response as Answer;
    const empty = () => raw(c.body(null, 204));
    const cached = async (options: CachedJsonOptions, produce: () => Promise<unknown>) =>
      raw(await cachedJson(c, options, produce));
    const given = { query, body, params, id: params.id ?? 0, code, lang, user };
    const input = { ...given, json, empty, cached, raw } as RouteInput<E>;
    // An answer for a token's user is personal: no cache keeps it, unless the route says how
    // (a cached class answer, `private, no-cache`). Prepared, so errors carry it too.
    if (user) c.header('Cache-Control', NO_STORE);
    const answer = () => handler(c, input);
    if (!spec.invalidates) return personal(await answer(), user);
    try {
      const response = personal(await answer(), user);
      if (response.status < 400) c.var.services.cache.clear(...spec.invalidates);
      return response;
    } catch (error) {
      // A refusal (4xx: out of stock, a taken hour) changed nothing and clears nothing; an
      // unexpected failure may come after a commit, so it clears all the same.
      const refused =
        error instanceof FieldError || (error instanceof HttpError && error.status < 500);
      if (!refused) c.var.services.cache.clear(...spec.invalidates);
      throw error;
    }
  };
  for (const path of spec.paths) {
    router.on(spec.method.toUpperCase(), toHonoPath(path), wrapped);
    routeRegistry.set(`${spec.method} ${path}`, spec);
  }
}

/** The status a handler's `json` answers with when it names none: the first declared success. */
function firstSuccess(spec: Endpoint): number {
  return (
    Object.keys(spec.responses)
      .map(Number)
      .find((status) => status >= 200 && status < 300) ?? 200
  );
}

/** Absolute URL of another page of the same list (DRF's next/previous links). */
export function pageUrl(c: Context<AppEnv>, page: number): string {
  const url = new URL(routeUrl(c));
  url.searchParams.set('page', String(page));
  return url.toString();
}

export function paginate<T>(
  c: Context<AppEnv>,
  all: { count: number; results: T[] },
  page: number,
  size: number,
) {
  const last = Math.max(1, Math.ceil(all.count / size));
  return {
    count: all.count,
    next: page < last ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, Math.min(page - 1, last)) : null,
    results: all.results,
  };
}

export interface CachedJsonOptions {
  /** The data areas the answer is built from: a write to any of them clears it. */
  tags: CacheTag[];
  /**
   * What else, besides the URL, the body depends on (a market and price tier). Never a user's
   * id: an answer personal to one user is not cached.
   */
  key?: string;
  /**
   * `public` (default): the same answer for everyone. `private`: it needs the token (the answer
   * is one of a class of users: market, price tier), so shared caches must not keep it, and it
   * varies on Authorization.
   */
  scope?: 'public' | 'private';
  /**
   * A public answer of a route that answers a token's user differently (auth 'optional'): it is
   * the anonymous answer, so it varies on Authorization too.
   */
  varyAuthorization?: boolean;
}

/**
 * Public answers are revalidated on every use (`no-cache`) rather than kept for a max-age: they
 * change on writes (stock after an order, a specialist's edit), and a 304 costs the server a map
 * lookup and the network a few hundred bytes, so there is nothing to gain from serving stale.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The HTTP answer of a stored answer for this request (304, br, gzip or plain). */
export function sendStored(
  c: Context<AppEnv>,
  answer: StoredAnswer,
  { scope = 'public', varyAuthorization = false }: Omit<CachedJsonOptions, 'tags' | 'key'> = {},
): Response {
  const { status, body, headers } = storedResponse(
    answer,
    {
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    },
    {
      contentType: 'application/json',
      cacheControl: scope === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      vary: scope === 'private' || varyAuthorization ? 'Authorization' : undefined,
    },
  );
  // Appended to what the middlewares prepared (Vary: Origin of CORS), not set over it.
  c.header('Vary', headers.Vary, { append: true });
  delete headers.Vary;
  if (status === 304 || !body) return c.body(null, 304, headers);
  // A Buffer is a Uint8Array: sent as is, with no copy.
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/**
 * Answers from the response cache (see ResponseCache): the serialized body, made once with its
 * gzip and brotli forms and ETag, keyed by `key` and the route's URL (the paging links of an
 * answer contain the host; parameters the route does not read are left out), 304 when the
 * client has it already.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  options: CachedJsonOptions,
  produce: () => Promise<unknown>,
) {
  const key = `${options.tags.join(',')}|${options.key ?? ''}|${routeUrl(c)}`;
  for (const tag of options.tags) drawnPageCall(c)?.tags.add(tag);
  const answer = await c.var.services.cache.json(key, options.tags, produce);
  return sendStored(c, answer, options);
}
