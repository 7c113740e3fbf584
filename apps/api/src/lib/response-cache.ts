import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

import { type CacheTag, TaggedCache } from './tagged-cache';

export type { CacheTag } from './tagged-cache';

/** A body smaller than this is sent as it is (as the compress middleware's own threshold). */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli quality 5: about gzip's speed to make, ~10 % smaller than gzip -9 on our JSON. The
 * default (11) costs ~50x more per store, which a write-heavy minute would feel.
 */
const BROTLI_QUALITY = 5;

/** One serialized answer, with its precompressed forms and its validator. */
export interface StoredAnswer {
  /** The UTF-8 body. */
  body: Buffer;
  /** gzip and brotli forms, made once when stored; null for small bodies. */
  gzip: Buffer | null;
  br: Buffer | null;
  /** Strong ETag of the body (quoted); the encoded forms add `-gz` / `-br` inside the quotes. */
  etag: string;
  /** The value the body was serialized from, for answers that add a personal part to it. */
  value: unknown;
}

/** The strong validator of a body: 120 bits of its SHA-1, base64url, quoted. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/** Serializes `body` and makes its gzip and brotli forms (in the thread pool, in parallel). */
export async function prepareAnswer(body: string | Buffer, value?: unknown): Promise<StoredAnswer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = etagOf(bytes);
  if (bytes.length < COMPRESS_MIN_BYTES) return { body: bytes, gzip: null, br: null, etag, value };
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 6 }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { body: bytes, gzip: gz, br, etag, value };
}

/** The memory an answer holds: its body and its encoded forms. */
export function bytesOf(answer: StoredAnswer): number {
  return answer.body.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);
}

/** Default bound of the cache's memory (CACHE_MAX_BYTES). */
export const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The cache of serialized answers for the reads of the public pages (course list and detail,
 * content, product lists per market and price tier, experts, blog), each stored with its gzip and
 * brotli forms and an ETag, so that a hit costs a map lookup and a write of bytes. Freshness is
 * event-driven (see TaggedCache, CACHE_TTL_MS); stock itself is always decided by the guarded
 * update at checkout, never by a cached list.
 */
export class ResponseCache extends TaggedCache<StoredAnswer> {
  constructor(ttlMs: number, maxBytes = CACHE_MAX_BYTES) {
    super(ttlMs, maxBytes, bytesOf);
  }

  /** The stored answer of `key`, or a fresh one from `produce` (JSON-serialized) stored under `tags`. */
  json(
    key: string,
    tags: readonly CacheTag[],
    produce: () => Promise<unknown>,
  ): Promise<StoredAnswer> {
    return this.get(key, tags, async () => {
      const value = await produce();
      return prepareAnswer(JSON.stringify(value), value);
    });
  }

  /**
   * A cache of other values built from these answers (the drawn pages), cleared whenever this one
   * is, so a write clears both; off when this one is, kept at least `ttlMs`, in a bound as large.
   */
  companion<V>(sizeOf: (value: V) => number, ttlMs: number): TaggedCache<V> {
    const lifetime = this.ttlMs <= 0 ? 0 : Math.max(ttlMs, this.ttlMs);
    const other = new TaggedCache<V>(lifetime, this.maxBytes, sizeOf);
    this.follow(other);
    return other;
  }
}

type Encoding = 'br' | 'gzip';

/**
 * The first of `offered` that the request's Accept-Encoding takes (`*` takes any; q=0 refuses),
 * or null: the plain body.
 */
export function acceptedEncoding(
  header: string | undefined,
  offered: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (!header) return null;
  const taken = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const coding = name.trim() === 'x-gzip' ? 'gzip' : name.trim();
    (q && Number(q.slice(2)) === 0 ? refused : taken).add(coding);
  }
  for (const encoding of offered) {
    if (refused.has(encoding)) continue;
    if (taken.has(encoding) || taken.has('*')) return encoding;
  }
  return null;
}

/** Whether If-None-Match names this answer (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.slice(1, -1);
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (!tag.startsWith('"') || !tag.endsWith('"')) continue;
    const value = tag.slice(1, -1);
    if (value === bare || value === `${bare}-gz` || value === `${bare}-br`) return true;
  }
  return false;
}

export interface AnswerOptions {
  contentType: string;
  /** Cache-Control of the answer. */
  cacheControl: string;
  /** Vary besides Accept-Encoding (Authorization for answers that depend on the token's user). */
  vary?: string;
}

/**
 * The HTTP answer of a stored answer for a request: 304 when If-None-Match names it, else the
 * body in the best encoding the request accepts (br, then gzip), with Content-Encoding set so
 * that no compress middleware encodes it again. Headers are a plain object, which keeps
 * @hono/node-server on its fast path.
 */
export function storedResponse(
  answer: StoredAnswer,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
  options: AnswerOptions,
  extraHeaders: Record<string, string> = {},
): { status: 200 | 304; body: Buffer | null; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': options.contentType,
    'Cache-Control': options.cacheControl,
    Vary: options.vary ? `Accept-Encoding, ${options.vary}` : 'Accept-Encoding',
  };
  const encoding = answer.gzip ? acceptedEncoding(request.acceptEncoding) : null;
  headers.ETag = encodedEtag(answer.etag, encoding);
  if (matchesEtag(request.ifNoneMatch, answer.etag)) return { status: 304, body: null, headers };
  const { body, contentEncoding } = encodedForm(answer, encoding);
  if (contentEncoding) headers['Content-Encoding'] = contentEncoding;
  return { status: 200, body, headers };
}

/** The ETag of a stored answer's form in `encoding` (the plain body's for none). */
export function encodedEtag(etag: string, encoding: Encoding | null): string {
  return encoding ? `"${etag.slice(1, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;
}

/** The bytes to send for an accepted encoding, and their Content-Encoding (none: the plain body). */
export function encodedForm(
  answer: StoredAnswer,
  encoding: Encoding | null,
): { body: Buffer; contentEncoding: Encoding | null } {
  if (encoding === 'br' && answer.br) return { body: answer.br, contentEncoding: 'br' };
  if (encoding === 'gzip' && answer.gzip) return { body: answer.gzip, contentEncoding: 'gzip' };
  return { body: answer.body, contentEncoding: null };
}
