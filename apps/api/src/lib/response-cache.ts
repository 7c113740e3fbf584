/**
 * A small in-process cache of JSON answers for read-mostly catalogue calls (courses, content,
 * product lists per market and price tier). Entries live `ttlMs` (CACHE_TTL_MS; 0 disables);
 * writes that change what a list shows (stock after an order) clear it. With several processes
 * the TTL bounds how stale another process can be; stock itself is always decided by the
 * guarded update at checkout, never by a cached list.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { expires: number; body: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  async json(key: string, produce: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    const body = JSON.stringify(await produce());
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { expires: now + this.ttlMs, body });
    }
    return body;
  }

  clear(prefix = ''): void {
    if (!prefix) {
      this.entries.clear();
      return;
    }
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
