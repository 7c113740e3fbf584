import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The data areas of the cached reads. A write that changes an area clears its tag (route specs
 * name them in `invalidates`, see route.ts); every entry names the areas its body is built from.
 */
export type CacheTag = 'courses' | 'content' | 'shop' | 'experts' | 'appointments' | 'pages';

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
  /** Memory `value` holds besides the body (a drawn page's text and its compressed pieces). */
  valueBytes?: number;
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

interface Entry {
  expires: number;
  tags: readonly CacheTag[];
  answer: StoredAnswer;
  bytes: number;
}

interface Pending {
  /** null: a build that names its areas when done (a drawn page); any clear drops it. */
  tags: readonly CacheTag[] | null;
  promise: Promise<StoredAnswer>;
}

/** An answer and the areas it turned out to be built from. */
export interface TaggedAnswer {
  answer: StoredAnswer;
  tags: readonly CacheTag[];
}

/** The memory an answer holds: its body, its encoded forms and what its value holds besides. */
function bytesOf(answer: StoredAnswer): number {
  const encoded = (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);
  return answer.body.length + encoded + (answer.valueBytes ?? 0);
}

/** Default bound of the cache's memory (CACHE_MAX_BYTES). */
export const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * An in-process cache of serialized answers for the reads of the public pages (course list and
 * detail, content, product lists per market and price tier, experts, blog), each stored with its
 * gzip and brotli forms and an ETag, so that a hit costs a map lookup and a write of bytes.
 *
 * Freshness is event-driven: a write that changes an area clears that area's tag (`clear`), so
 * the next read rebuilds it. The TTL (CACHE_TTL_MS; 0 disables the cache) is only a safety net,
 * for changes this process cannot see: another process on the same PostgreSQL, the admin command,
 * an edit straight in the database. Stock itself is always decided by the guarded update at
 * checkout, never by a cached list.
 *
 * Memory is bounded in bytes: past `maxBytes` the least recently used answers go first.
 *
 * Concurrent misses of one key share one build (a burst after a clear builds once). A clear while
 * a build is under way keeps that build's result out of the cache: it may predate the write. An
 * entry past its TTL (not cleared: nothing known changed) is served while one rebuild runs.
 */
export class ResponseCache {
  /** In order of use: the first is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Pending>();
  /** Bumped by every clear: a build started before it must not be stored. */
  private generation = 0;
  private storedBytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = CACHE_MAX_BYTES,
  ) {}

  /** The stored answer of `key`, or a fresh one from `produce` (JSON-serialized) stored under `tags`. */
  async json(
    key: string,
    tags: readonly CacheTag[],
    produce: () => Promise<unknown>,
  ): Promise<StoredAnswer> {
    return this.answer(key, tags, async () => {
      const value = await produce();
      return prepareAnswer(JSON.stringify(value), value);
    });
  }

  /**
   * As `json`, for an answer built by the caller (`prepareAnswer`). `ttlMs` (at least the
   * cache's own) for an answer costly to build whose data the clears already keep fresh.
   */
  answer(
    key: string,
    tags: readonly CacheTag[],
    build: () => Promise<StoredAnswer>,
    ttlMs = this.ttlMs,
  ): Promise<StoredAnswer> {
    return this.lookup(key, tags, async () => ({ answer: await build(), tags }), ttlMs);
  }

  /** As `answer`, for a build that learns which areas it read as it runs (a drawn page). */
  answerTagged(
    key: string,
    build: () => Promise<TaggedAnswer>,
    ttlMs = this.ttlMs,
  ): Promise<StoredAnswer> {
    return this.lookup(key, null, build, ttlMs);
  }

  private async lookup(
    key: string,
    tags: readonly CacheTag[] | null,
    build: () => Promise<TaggedAnswer>,
    ttlMs: number,
  ): Promise<StoredAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (hit.expires > Date.now()) return hit.answer;
    }
    if (this.ttlMs <= 0) return (await build()).answer;
    const running = this.pending.get(key);
    const lifetime = Math.max(ttlMs, this.ttlMs);
    if (hit) {
      // Past its TTL but not cleared by a write: served once more while one rebuild runs, so
      // that the safety net never stalls a burst of readers behind a database round.
      if (!running) this.rebuild(key, tags, build, lifetime).catch(() => this.forget(key));
      return hit.answer;
    }
    if (running) return running.promise;
    return this.rebuild(key, tags, build, lifetime);
  }

  private rebuild(
    key: string,
    tags: readonly CacheTag[] | null,
    build: () => Promise<TaggedAnswer>,
    ttlMs: number,
  ): Promise<StoredAnswer> {
    const generation = this.generation;
    const promise = build().then(
      (built) => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        if (generation === this.generation) this.store(key, built, ttlMs);
        return built.answer;
      },
      (error: unknown) => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, { tags, promise });
    return promise;
  }

  private store(key: string, { answer, tags }: TaggedAnswer, ttlMs: number) {
    const bytes = bytesOf(answer);
    if (bytes > this.maxBytes / 4) return; // one answer never pushes out a quarter of the rest
    this.forget(key);
    this.entries.set(key, { expires: Date.now() + ttlMs, tags, answer, bytes });
    this.storedBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.storedBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.storedBytes -= entry.bytes;
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= entry.bytes;
  }

  /**
   * Told of every clear made here (the cache bus passes it on to the other processes on the
   * same database, lib/cache-bus.ts).
   */
  onClear: ((tags: CacheTag[]) => void) | null = null;

  /** Forgets every answer built from any of `tags` (all when none is given), in every process. */
  clear(...tags: CacheTag[]): void {
    this.clearHere(...tags);
    this.onClear?.(tags);
  }

  /** As `clear`, in this process only (a clear another process made, or a missed one). */
  clearHere(...tags: CacheTag[]): void {
    this.generation++;
    if (tags.length === 0) {
      this.entries.clear();
      this.pending.clear();
      this.storedBytes = 0;
      return;
    }
    const touched = (entryTags: readonly CacheTag[] | null) =>
      entryTags === null || entryTags.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) if (touched(entry.tags)) this.forget(key);
    for (const [key, entry] of this.pending) if (touched(entry.tags)) this.pending.delete(key);
  }

  /** How many answers are stored (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes the stored answers hold (for tests and the bound). */
  get bytes(): number {
    return this.storedBytes;
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
  const bare = answer.etag.slice(1, -1);
  headers.ETag = encoding ? `"${bare}-${encoding === 'br' ? 'br' : 'gz'}"` : answer.etag;
  if (matchesEtag(request.ifNoneMatch, answer.etag)) return { status: 304, body: null, headers };
  if (encoding === 'br' && answer.br) {
    headers['Content-Encoding'] = 'br';
    return { status: 200, body: answer.br, headers };
  }
  if (encoding === 'gzip' && answer.gzip) {
    headers['Content-Encoding'] = 'gzip';
    return { status: 200, body: answer.gzip, headers };
  }
  return { status: 200, body: answer.body, headers };
}
