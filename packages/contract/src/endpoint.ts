import type { z } from 'zod';
import type { Language } from './language-codes';
import type { StaffRole } from './staff';

/**
 * One declaration per endpoint: its method, paths, inputs, answers, auth, rate limit and the
 * cached data it changes. The server registers its handler against it (apps/api lib/route.ts,
 * which types the handler's input and answer from it), the OpenAPI document is built from it,
 * and the web client calls it (apps/web api/client.ts `call`): no path, input type or answer
 * parser is written a second time.
 */
export type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

/** `token`: a logged-in user only (401 otherwise); `optional`: either; `none`: no lookup. */
export type AuthMode = 'token' | 'optional' | 'none';

/** The server's cached data areas, which a write clears after it succeeded. */
export type CacheTag = 'courses' | 'content' | 'shop' | 'experts' | 'appointments' | 'pages';

export interface ResponseDoc {
  description: string;
  /** The JSON answer. */
  schema?: z.ZodType;
  /** A file answer instead of JSON: its media type (`application/pdf`, or `*\/*` for media). */
  file?: string;
}

export interface Endpoint {
  method: Method;
  /**
   * OpenAPI-style paths: `{lang}` is a language, `{code}` a certificate code, any other `{name}`
   * a positive integer. The first is the one the web client calls; others are aliases.
   */
  paths: readonly [string, ...string[]];
  summary: string;
  tag: string;
  auth: AuthMode;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart also accepts JSON, for clients that send no file. */
  bodyType?: 'json' | 'multipart';
  /**
   * The media type of a body the server hands to the handler unread, for a protocol with rules
   * of its own (the tus upload's `application/offset+octet-stream` chunks); no `body` schema.
   */
  rawBody?: string;
  responses: Readonly<Record<number, ResponseDoc>>;
  /** The spec marks this call 'not shown': its shape is our design. */
  designed?: boolean;
  /** Name of the rate-limit bucket (per IP), for login, registration, reset and contact. */
  rateLimit?: string;
  /**
   * Files that pages link to directly (media, legal PDFs): beside the web app they are served at
   * the origin's root, outside the /api prefix.
   */
  atRoot?: boolean;
  /** The cached data areas this write changes: cleared after a successful answer. */
  invalidates?: readonly CacheTag[];
  /**
   * A back-office call: the staff roles that may make it (with `auth: 'token'`). The server
   * answers 401 without a token and 403 to anyone else before reading the query or the body.
   */
  roles?: readonly StaffRole[];
}

/** Keeps the declaration's literal types (paths, statuses, schemas) for the server and client. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type ParamValue<Name extends string> = Name extends 'lang'
  ? Language
  : Name extends 'code'
    ? string
    : number;

type ParamsOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: ParamValue<Name> } & ParamsOf<Rest>
  : unknown;

/** The path parameters of an endpoint's first path: `{ lang: Language; id: number }`. */
export type PathParams<E extends Endpoint> = ParamsOf<E['paths'][0]>;

type Schema<S> = S extends z.ZodType ? S : never;

/** What a caller sends: the body's input (before defaults) and the query's. */
export type BodyIn<E extends Endpoint> = z.input<Schema<E['body']>>;
export type QueryIn<E extends Endpoint> = z.input<Schema<E['query']>>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Declared<E extends Endpoint> = Extract<keyof E['responses'], number>;

/** The statuses of the endpoint's successful answers, as declared. */
export type Success<E extends Endpoint> = Extract<Declared<E>, SuccessStatus>;

type AnswerSchema<E extends Endpoint, S> = S extends keyof E['responses']
  ? E['responses'][S] extends { schema: infer T extends z.ZodType }
    ? T
    : undefined
  : undefined;

/** The JSON of a successful answer as the client reads it (after the schema's transforms). */
export type AnswerOut<E extends Endpoint> =
  AnswerSchema<E, Success<E>> extends infer T extends z.ZodType ? z.output<T> : undefined;

/** The JSON of a successful answer as the server writes it. */
export type AnswerIn<E extends Endpoint, S extends Success<E> = Success<E>> =
  AnswerSchema<E, S> extends infer T extends z.ZodType ? z.input<T> : undefined;

/**
 * Every declared answer by status: `{ status: 409, body: … } | { status: 201, … }`, the body
 * parsed with its status's schema, or as sent (`unknown`) where the declaration names none.
 */
export type Outcome<E extends Endpoint> =
  | {
      [S in Declared<E>]: {
        status: S;
        body: AnswerSchema<E, S> extends infer T extends z.ZodType ? z.output<T> : unknown;
      };
    }[Declared<E>]
  | (Checked<E> extends true ? { status: 400; body: unknown } : never);

/** An endpoint whose body or query the server checks: it may answer 400 with field errors. */
type Checked<E extends Endpoint> = E['body'] extends z.ZodType
  ? true
  : E['query'] extends z.ZodType
    ? true
    : false;

/**
 * Whether the endpoint may answer `status`: declared, or a 400 of a checked body or query, which
 * every such endpoint may give (the OpenAPI document adds it the same way).
 */
export function mayAnswer(declaration: Endpoint, status: number): boolean {
  if (status in declaration.responses) return true;
  return status === 400 && Boolean(declaration.body || declaration.query);
}

/**
 * The path with its parameters filled in: `/{lang}/orders/` with `{ lang: 'ro' }` →
 * `/ro/orders/`. A missing parameter is a programming error: it throws.
 */
export function endpointPath(declaration: Endpoint, params: Record<string, unknown> = {}): string {
  return declaration.paths[0].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${declaration.paths[0]}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The schema of a declared answer (by status), or undefined for a file or an empty answer. */
export function answerSchema(declaration: Endpoint, status: number): z.ZodType | undefined {
  return declaration.responses[status]?.schema;
}
