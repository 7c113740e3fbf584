import { CERTIFICATE_CODE_CHARS } from '@academy/contract';
import type { AnswerIn, Endpoint, ResponseDoc, Success } from '@academy/contract/endpoint';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@academy/contract/languages';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import type { AuthUser } from './authenticator';
import { type CachedJsonOptions, cachedJson } from './cached-answer';
import { forwardedClient } from './client-ip';
import { drawnPageCall } from './drawn-page-call';
import { FieldError, HttpError, parseInput } from './errors';
import { hasNul, readBody } from './request-body';
import { requireStaff } from './staff';

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
  /**
   * The database, handed on to the services the handler calls: queries live in the services
   * (`*.service.ts`, `*.queries.ts`), never in a handler (layering.test.ts).
   */
  db: Db;
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

/** An endpoint's parsed query and body, as the services it calls take them. */
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = Out<E['body']>;

type Handler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Promise<Answer> | Answer;

/** Every route registered, for the OpenAPI document and the contract test. */
export const routeRegistry = new Map<string, Endpoint>();

const MAX_ID = 2_147_483_647;
// A non-capturing group: Hono's router misreads bare alternatives in a parameter pattern.
const LANG_PATTERN = `(?:${LANGUAGES.join('|')})`;

/** A `{code}` parameter: a certificate code (`{code}.pdf`: the same, a file). */
const CODE_PATTERN = CERTIFICATE_CODE_CHARS;

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
const NO_STORE = 'no-store';

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
    if (spec.roles) requireStaff(...spec.roles)(user);
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
    const given = { query, body, params, id: params.id ?? 0, code, lang, user, db: c.var.db };
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
    // Hono answers HEAD with the path's GET route: a HEAD endpoint is that route, for HEAD only.
    if (spec.method === 'head')
      router.get(toHonoPath(path), (c, next) => (c.req.method === 'HEAD' ? wrapped(c) : next()));
    else router.on(spec.method.toUpperCase(), toHonoPath(path), wrapped);
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

/** A staff call's declaration that answers 204 (a delete): what `deleteRoute` registers. */
type StaffDelete = Omit<Endpoint, 'auth' | 'responses'> & {
  auth: 'token';
  responses: { 204: ResponseDoc };
};

/**
 * Registers a staff delete against its declaration: `remove(db, actorId, id)` on the path's
 * record, then the declared empty answer. Deletes wrote this same handler a dozen times.
 */
export function deleteRoute<const E extends StaffDelete>(
  router: Hono<AppEnv>,
  spec: E,
  remove: (db: Db, actorId: number, id: number) => Promise<unknown>,
): void {
  route<StaffDelete>(router, spec, async (_c, { db, user, id, empty }) => {
    await remove(db, user.id, id);
    return empty();
  });
}
