import type { CacheTag } from '@academy/contract/endpoint';

/**
 * The data areas of the cached reads, as the contract names them: a write that changes an area
 * clears its tag (an endpoint declaration's `invalidates`); every entry names the areas it is built from.
 */
export type { CacheTag };

interface Entry<V> {
  expires: number;
  tags: readonly CacheTag[];
  value: V;
  bytes: number;
}

interface Pending<V> {
  /** null: a build that names its areas when done (a drawn page); any clear drops it. */
  tags: readonly CacheTag[] | null;
  promise: Promise<V>;
}

/** A value and the areas it turned out to be built from. */
export interface Tagged<V> {
  value: V;
  tags: readonly CacheTag[];
}

/** What a cache can be told by another whose clears it follows (see `follow`). */
interface Clearable {
  clearHere(...tags: CacheTag[]): void;
}

/**
 * An in-process cache of values built from the database's areas, kept until a write clears one
 * of their areas (`clear`), bounded in bytes (past `maxBytes` the least recently used go first).
 *
 * The TTL (0 disables the cache) is only a safety net, for changes this process cannot see: the
 * cache bus passes clears between the processes on one PostgreSQL (lib/cache-bus.ts), but an edit
 * straight in the database is seen by none.
 *
 * Concurrent misses of one key share one build (a burst after a clear builds once). A clear while
 * a build is under way keeps that build's result out of the cache: it may predate the write. An
 * entry past its TTL (not cleared: nothing known changed) is served while one rebuild runs.
 */
export class TaggedCache<V> {
  /** In order of use: the first is the least recently used. */
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Pending<V>>();
  /** Caches of other values, built from the same areas, cleared with this one. */
  private readonly followers: Clearable[] = [];
  /** Bumped by every clear: a build started before it must not be stored. */
  private generation = 0;
  private storedBytes = 0;

  constructor(
    protected readonly ttlMs: number,
    protected readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The kept value of `key`, or a fresh one from `build`, kept under `tags`. */
  get(
    key: string,
    tags: readonly CacheTag[],
    build: () => Promise<V>,
    ttlMs = this.ttlMs,
  ): Promise<V> {
    return this.lookup(key, tags, async () => ({ value: await build(), tags }), ttlMs);
  }

  /**
   * As `get`, for a build that learns which areas it read as it runs (a drawn page). `ttlMs`
   * (at least the cache's own) for a value costly to build whose data the clears keep fresh.
   */
  getTagged(key: string, build: () => Promise<Tagged<V>>, ttlMs = this.ttlMs): Promise<V> {
    return this.lookup(key, null, build, ttlMs);
  }

  /**
   * The kept value of `key` while it is fresh, else undefined (a miss or one past its TTL, which
   * `get` answers): for a caller that answers a hit at once and leaves the rest to `get`.
   */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.expires <= Date.now()) return undefined;
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Clears `other` whenever this cache is cleared (here or by another process). */
  follow(other: Clearable): void {
    this.followers.push(other);
  }

  private async lookup(
    key: string,
    tags: readonly CacheTag[] | null,
    build: () => Promise<Tagged<V>>,
    ttlMs: number,
  ): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (hit.expires > Date.now()) return hit.value;
    }
    if (this.ttlMs <= 0) return (await build()).value;
    const running = this.pending.get(key);
    const lifetime = Math.max(ttlMs, this.ttlMs);
    if (hit) {
      // Past its TTL but not cleared by a write: served once more while one rebuild runs, so
      // that the safety net never stalls a burst of readers behind a database round.
      if (!running) this.rebuild(key, tags, build, lifetime).catch(() => this.forget(key));
      return hit.value;
    }
    if (running) return running.promise;
    return this.rebuild(key, tags, build, lifetime);
  }

  private rebuild(
    key: string,
    tags: readonly CacheTag[] | null,
    build: () => Promise<Tagged<V>>,
    ttlMs: number,
  ): Promise<V> {
    const generation = this.generation;
    const promise = build().then(
      (built) => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        if (generation === this.generation) this.store(key, built, ttlMs);
        return built.value;
      },
      (error: unknown) => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, { tags, promise });
    return promise;
  }

  private store(key: string, { value, tags }: Tagged<V>, ttlMs: number) {
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes / 4) return; // one value never pushes out a quarter of the rest
    this.forget(key);
    this.entries.set(key, { expires: Date.now() + ttlMs, tags, value, bytes });
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

  /** Forgets every value built from any of `tags` (all when none is given), in every process. */
  clear(...tags: CacheTag[]): void {
    this.clearHere(...tags);
    this.onClear?.(tags);
  }

  /** As `clear`, in this process only (a clear another process made, or a missed one). */
  clearHere(...tags: CacheTag[]): void {
    this.generation++;
    for (const follower of this.followers) follower.clearHere(...tags);
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

  /** How many values are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept values hold (for tests and the bound). */
  get bytes(): number {
    return this.storedBytes;
  }
}
