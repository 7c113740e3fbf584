import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { silentLogger } from './lib/logger';
import { ResponseCache } from './lib/response-cache';
import { createServerApp } from './server';
import { KEEP_ALIVE_MS, nodeServerOf } from './stored-pages';
import { renders, webDist } from './test/drawn-web-build';
import { createTestApp } from './test/test-app';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser sends it, read raw (no decoding), without its Date header. */
function ask(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the client reads it: the same page whatever encoder's bytes. */
function decoded({ headers, body }: Answer): string {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[
    (headers['content-encoding'] ?? '') as 'br'
  ];
  return (decode ? decode(body) : body).toString();
}

const listening = (server: Server) =>
  new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const cache = new ResponseCache(60_000);
/** How many requests reached the app (the fast path answers the others). */
let appCalls = 0;
/** The same app behind the fast path, and behind @hono/node-server's listener alone. */
let fast: Server;
let plain: Server;
beforeAll(async () => {
  ctx = await createTestApp();
  const app = createServerApp({
    config: {
      ...ctx.config,
      ...loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: 'http://academy.test', TRUST_PROXY: '1' }),
      webDist: webDist(),
    },
    db: ctx.database.db,
    log: silentLogger,
    services: { cache, outbox: ctx.jobs },
  });
  const counted = (request: Request, env: never) => {
    appCalls++;
    return app.fetch(request, env);
  };
  fast = await listening(nodeServerOf({ fetch: counted, storedPages: app.storedPages }, 'x'));
  // The same node server without the fast path: only what answers first differs.
  plain = await listening(nodeServerOf({ fetch: app.fetch }, 'x'));
});
afterAll(async () => {
  for (const server of [fast, plain]) await new Promise((done) => server.close(done));
  await ctx.database.close();
});
beforeEach(() => cache.clear());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('a kept drawn page answered before the app', () => {
  it('is the same answer as the app gives: status, headers but Date, and bytes', async () => {
    const asks: [string, Record<string, string>, string?][] = [
      ['/ro/drawn', BROWSER],
      ['/ro/drawn', { 'accept-encoding': 'gzip' }],
      ['/ro/drawn', {}],
      ['/ro/drawn', { ...BROWSER, cookie: 'cookiesAccepted=true; a=b; darkMode=true' }],
      ['/ro/drawn', { ...BROWSER, 'x-country-code': 'ro' }],
      ['/ro/drawn', { ...BROWSER, 'x-forwarded-proto': 'https' }],
      ['/ro/drawn', BROWSER, 'HEAD'],
      ['/ro/drawn', {}, 'HEAD'],
      // (A page under 1 KB is kept plain: a client that takes no encoding.)
      ['/ro/where?module=3&utm_source=mail', {}],
    ];
    for (const [path, headers, method] of asks) {
      const before = appCalls;
      const app = await ask(plain, path, headers, method); // drawn and kept here
      const answered = await ask(fast, path, headers, method);
      expect(appCalls, `${method ?? 'GET'} ${path} ${JSON.stringify(headers)}`).toBe(before);
      expect(answered).toEqual(app);
      expect(answered.status).toBe(200);
    }
    // The same, revalidated: a 304 for each encoding's validator, and for any of them.
    for (const headers of [BROWSER, { 'accept-encoding': 'gzip' }, {}]) {
      const { etag } = (await ask(plain, '/ro/drawn', headers)).headers;
      const revalidate = { ...headers, 'if-none-match': `"other", ${etag}` };
      const before = appCalls;
      const answered = await ask(fast, '/ro/drawn', revalidate);
      expect(appCalls).toBe(before);
      expect(answered).toEqual(await ask(plain, '/ro/drawn', revalidate));
      expect(answered.status).toBe(304);
    }
  });

  it('leaves a page not kept yet to the app, which keeps it for the next', async () => {
    const drawn = renders();
    const first = await ask(fast, '/ro/drawn', BROWSER);
    expect([first.status, renders() - drawn, appCalls > 0]).toEqual([200, 1, true]);
    const before = appCalls;
    const second = await ask(fast, '/ro/drawn', BROWSER);
    expect(appCalls).toBe(before);
    expect(renders() - drawn).toBe(1);
    expect(second).toEqual(first);
    // A write that clears what the page was drawn from sends it back to the app.
    cache.clear('courses');
    await ask(fast, '/ro/drawn', BROWSER);
    expect([appCalls - before, renders() - drawn]).toEqual([1, 2]);
  });

  it('leaves to the app what it would answer otherwise', async () => {
    await ask(plain, '/ro/drawn', BROWSER);
    for (const [path, headers, method] of [
      // The app's compress middleware may encode a plain body for these.
      ['/ro/drawn', { 'accept-encoding': 'deflate' }],
      ['/ro/drawn?preview=wrong', BROWSER],
      ['/ro/drawn', BROWSER, 'POST'],
      ['/ro/./drawn', BROWSER],
      ['/ro/missing', BROWSER],
      ['/ro/where', BROWSER],
      ['/robots.txt', BROWSER],
    ] as [string, Record<string, string>, string?][]) {
      const before = appCalls;
      const answered = await ask(fast, path, headers, method);
      expect(appCalls, `${method ?? 'GET'} ${path}`).toBe(before + 1);
      // (A streamed encoder's bytes differ from one answer to the next.)
      const app = await ask(plain, path, headers, method);
      expect([answered.status, answered.headers]).toEqual([app.status, app.headers]);
      expect(decoded(answered)).toBe(decoded(app));
    }
  });
});

describe('the node server', () => {
  it('keeps an idle connection open longer than the clients and proxies in front of it', () => {
    const server = nodeServerOf({ fetch: () => new Response('') }, 'x');
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
