import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierOrderBody } from '../test/buyers';
import { DEMO, json, login, send } from '../test/helpers';
import { createTestApp } from '../test/test-app';
import {
  acceptedEncoding,
  matchesEtag,
  prepareAnswer,
  ResponseCache,
  storedResponse,
} from './response-cache';

describe('ResponseCache', () => {
  it('builds a key once for concurrent misses and serves the stored answer after', async () => {
    const cache = new ResponseCache(60_000);
    let builds = 0;
    const produce = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: builds };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.json('k', ['courses'], produce)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse((await cache.json('k', ['courses'], produce)).body.toString())).toEqual({
      n: 1,
    });
    expect(builds).toBe(1);
  });

  it('clears by tag, and keeps a build that a clear overtook out of the cache', async () => {
    const cache = new ResponseCache(60_000);
    let n = 0;
    const produce = async () => ({ n: ++n });
    await cache.json('course', ['courses'], produce);
    await cache.json('shop', ['shop'], produce);
    cache.clear('shop');
    expect(cache.size).toBe(1);
    expect(JSON.parse((await cache.json('shop', ['shop'], produce)).body.toString()).n).toBe(3);

    let release = () => {};
    const slow = cache.json('late', ['shop'], async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { stale: true };
    });
    await new Promise((r) => setTimeout(r, 0));
    cache.clear('shop'); // a write lands while the read is being built
    release();
    expect(JSON.parse((await slow).body.toString())).toEqual({ stale: true });
    const fresh = await cache.json('late', ['shop'], async () => ({ stale: false }));
    expect(JSON.parse(fresh.body.toString())).toEqual({ stale: false });
  });

  it('stores nothing with a TTL of 0, and rebuilds an entry once its TTL is over', async () => {
    let n = 0;
    const produce = async () => ({ n: ++n });
    const off = new ResponseCache(0);
    await off.json('k', ['content'], produce);
    await off.json('k', ['content'], produce);
    expect([n, off.size]).toEqual([2, 0]);
    const short = new ResponseCache(5);
    await short.json('k', ['content'], produce);
    await new Promise((r) => setTimeout(r, 20));
    // Past its TTL: served once more while it is rebuilt, then the new answer.
    expect(JSON.parse((await short.json('k', ['content'], produce)).body.toString()).n).toBe(3);
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse((await short.json('k', ['content'], produce)).body.toString()).n).toBe(4);
  });

  it('peeks at a fresh entry only: a miss or one past its TTL is left to get', async () => {
    const cache = new ResponseCache(20);
    expect(cache.peek('k')).toBeUndefined();
    const stored = await cache.json('k', ['content'], async () => ({ n: 1 }));
    expect(cache.peek('k')).toBe(stored);
    cache.clear('content');
    expect(cache.peek('k')).toBeUndefined();
    await cache.json('k', ['content'], async () => ({ n: 2 }));
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.peek('k')).toBeUndefined();
  });

  it('holds at most its bytes, letting the least recently used answers go first', async () => {
    const body = (n: number) => async () => ({ n, text: 'x'.repeat(400) });
    const cache = new ResponseCache(60_000, 2_000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.json(key, ['content'], body(1));
    expect(cache.size).toBe(4);
    await cache.json('a', ['content'], body(2)); // a hit: now the most recent
    await cache.json('e', ['content'], body(1));
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    let rebuilt = 0;
    const counted = async () => ({ n: ++rebuilt, text: 'x'.repeat(400) });
    await cache.json('a', ['content'], counted);
    expect(rebuilt).toBe(0);
    await cache.json('b', ['content'], counted); // the least recently used went first
    expect(rebuilt).toBe(1);
    // One answer larger than a quarter of the bound is answered, not stored.
    await cache.json('huge', ['content'], async () => ({ text: 'y'.repeat(1_000) }));
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    await cache.json('huge', ['content'], counted);
    expect(rebuilt).toBe(2);
  });

  it('compresses once when stored; small bodies stay plain', async () => {
    const big = await prepareAnswer(JSON.stringify({ text: 'abc '.repeat(1000) }));
    expect(gunzipSync(big.gzip as Buffer).equals(big.body)).toBe(true);
    expect(brotliDecompressSync(big.br as Buffer).equals(big.body)).toBe(true);
    expect(big.etag).toMatch(/^"[\w-]{20}"$/);
    const small = await prepareAnswer('{"a":1}');
    expect([small.gzip, small.br]).toEqual([null, null]);
  });

  it('reads Accept-Encoding and If-None-Match as browsers and proxies send them', async () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(matchesEtag('W/"abc-gz", "x"', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    const answer = await prepareAnswer('x'.repeat(2000));
    const br = storedResponse(
      answer,
      { acceptEncoding: 'br' },
      { contentType: 'text/plain', cacheControl: 'no-cache' },
    );
    expect(br.headers).toMatchObject({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    expect(br.headers.ETag).toBe(`${answer.etag.slice(0, -1)}-br"`);
    const again = storedResponse(
      answer,
      { acceptEncoding: 'gzip', ifNoneMatch: br.headers.ETag },
      { contentType: 'text/plain', cacheControl: 'no-cache' },
    );
    expect([again.status, again.body]).toEqual([304, null]);
  });
});

describe('cached reads of the public pages', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.database.close());

  const get = (path: string, headers: Record<string, string> = {}, token?: string) =>
    send(ctx.app, 'GET', path, { headers, ...(token ? { token } : {}) });
  const decoded = async (res: Response) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get('content-encoding');
    const text =
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : bytes;
    return JSON.parse(text.toString()) as Record<string, unknown>;
  };

  it('answers course detail with an ETag, 304 for it, and the same JSON in br, gzip and plain', async () => {
    const path = '/ro/courses/course/3/';
    const plain = await get(path);
    expect(plain.status).toBe(200);
    const etag = plain.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('cache-control')).toBe('public, no-cache');
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(plain.headers.get('vary')).toContain('Authorization');
    const body = await decoded(plain);
    expect(body).toMatchObject({ id: 3, has_access: false, access_id: null });

    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await decoded(br)).toEqual(body);
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(gz)).toEqual(body);

    for (const tag of [etag, br.headers.get('etag') ?? '', `W/${gz.headers.get('etag')}`]) {
      const again = await get(path, { 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    const other = await get('/ru/courses/course/3/', { 'if-none-match': etag });
    expect(other.status).toBe(200); // another language, another answer
  });

  it("never shares one user's course access with others", async () => {
    const doctor = await login(ctx.app, DEMO.doctor);
    const bought = await send(ctx.app, 'POST', '/ro/courses/course/1/purchase/', {
      token: doctor,
      body: {},
    });
    expect(bought.status).toBeLessThan(300);
    const anonymous = await get('/ro/courses/course/1/');
    expect(await anonymous.json()).toMatchObject({ has_access: false, access_id: null });
    const own = await get('/ro/courses/course/1/', { 'accept-encoding': 'br' }, doctor);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.headers.get('etag')).toBeNull();
    expect(await own.json()).toMatchObject({ has_access: true, access_id: expect.any(Number) });
    const student = await login(ctx.app, DEMO.student);
    expect(await json(get('/ro/courses/course/1/', {}, student))).toMatchObject({
      has_access: false,
    });
    expect(await json(get('/ro/courses/course/1/'))).toMatchObject({ has_access: false });
  });

  it('shows a course the admin command opened to its buyer only, the shared answer unchanged', async () => {
    const student = await login(ctx.app, DEMO.student);
    // A paid course the student does not have yet.
    const { results } = await json<{ results: { id: number; is_free: boolean }[] }>(
      get('/ro/courses/course/?page_size=100'),
    );
    let path = '';
    for (const course of results.filter((c) => !c.is_free)) {
      const view = await json(get(`/ro/courses/course/${course.id}/`, {}, student));
      if (view.has_access === false) {
        path = `/ro/courses/course/${course.id}/`;
        break;
      }
    }
    expect(path).not.toBe('');
    const shared = await get(path);
    const etag = shared.headers.get('etag') ?? '';
    const bought = await json<{ order: { id: number } }>(
      send(ctx.app, 'POST', `${path}purchase/`, { token: student, body: { payment_type: 'cash' } }),
    );
    expect(await json(get(path, {}, student))).toMatchObject({ has_access: false });
    const { markOrderPaid } = await import('../admin/commands');
    await markOrderPaid(ctx.database.db, bought.order.id, ctx.jobs);
    expect(await json(get(path, {}, student))).toMatchObject({
      has_access: true,
      access_id: expect.any(Number),
    });
    // The public answer does not depend on anyone's access: still the same, still a 304.
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
  });

  it("keeps product lists per market and price tier, and an order changes the list's stock and ETag", async () => {
    const student = await login(ctx.app, DEMO.student); // Moldova, professional prices
    const client = await login(ctx.app, DEMO.client); // Russia, client prices
    const list = '/ro/shop/product/?page_size=10000';
    const before = await get(list, {}, student);
    expect(before.headers.get('cache-control')).toBe('private, no-cache');
    expect(before.headers.get('vary')).toContain('Authorization');
    const etag = before.headers.get('etag') ?? '';
    type Products = { results: { id: number; stock: number; price: unknown }[] };
    const products = (await before.json()) as Products;
    const clients = await json<Products>(get(`${list}&is_active_for_client_ru=true`, {}, client));
    expect(clients).not.toEqual(products);
    expect((await get(list, { 'if-none-match': etag }, student)).status).toBe(304);

    const product = products.results.find((p) => p.stock > 1);
    if (!product) throw new Error('no product in stock');
    const order = await send(ctx.app, 'POST', '/ro/orders/', {
      token: student,
      body: courierOrderBody([{ id: product.id, cnt: 1 }]),
    });
    expect(order.status).toBe(201);
    const after = await get(list, { 'if-none-match': etag }, student);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const now = ((await after.json()) as Products).results.find((p) => p.id === product.id);
    expect(now?.stock).toBe(product.stock - 1);
  });

  it('keeps everything when a write is refused: an order for more than the stock clears nothing', async () => {
    const student = await login(ctx.app, DEMO.student);
    const list = '/ro/shop/product/?page_size=10000';
    const before = await get(list, {}, student);
    const etag = before.headers.get('etag') ?? '';
    const { results } = (await before.json()) as { results: { id: number; stock: number }[] };
    const product = results.find((p) => p.stock > 0);
    if (!product) throw new Error('no product in stock');
    await get('/ro/courses/course/3/');
    const stored = ctx.services.cache.size;
    const refused = await send(ctx.app, 'POST', '/ro/orders/', {
      token: student,
      body: courierOrderBody([{ id: product.id, cnt: product.stock + 1 }]),
    });
    expect(refused.status).toBe(409);
    expect(ctx.services.cache.size).toBe(stored);
    expect((await get(list, { 'if-none-match': etag }, student)).status).toBe(304);
  });

  it('keys answers by the parameters the route reads: tracking parameters add no entry', async () => {
    const first = await get('/ro/courses/course/?page_size=2');
    const stored = ctx.services.cache.size;
    for (let i = 0; i < 30; i++) {
      const res = await get(`/ro/courses/course/?utm_source=n${i}&page_size=2&fbclid=${i}`);
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
      // Nor do they travel on in the paging links.
      expect(((await res.json()) as { next: string | null }).next).not.toContain('utm_source');
    }
    expect(ctx.services.cache.size).toBe(stored);
  });

  it('says no-store on personal answers', async () => {
    const token = await login(ctx.app, DEMO.student);
    for (const path of ['/auth/users/me/', '/orders/', '/cart/', '/accounts/cashback/']) {
      const res = await get(path, {}, token);
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
    // Refused for a wrong token too: nothing personal may be kept either way.
    const refused = await get('/auth/users/me/', {}, 'not-a-token');
    expect(refused.status).toBe(401);
  });

  it("clears a specialist's public page and the directory when the specialist edits it", async () => {
    const token = await login(ctx.app, DEMO.specialist);
    const me = await json<{ id: number; profile_id: number }>(
      send(ctx.app, 'GET', '/auth/users/me/', { token }),
    );
    const page = `/ro/accounts/users/${me.id}/`;
    const before = await get(page);
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag') ?? '';
    const directory = await json<{ id: number; profile: { name: string } }[]>(
      get('/ro/accounts/users/'),
    );
    expect(directory.some((s) => s.id === me.id)).toBe(true);
    // The owner's own view (private fields) is built for them, never served to others.
    const own = await get(page, {}, token);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(await own.json()).toHaveProperty('profile.my_page_available');
    expect(await (await get(page)).json()).not.toHaveProperty('profile.my_page_available');

    const form = new FormData();
    form.append('name', 'Renamed Specialist');
    const saved = await send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${me.profile_id}/`, {
      token,
      form,
    });
    expect(saved.status).toBe(200);
    const after = await get(page, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ profile: { name: 'Renamed Specialist' } });
    const listed = await json<{ id: number; profile: { name: string } }[]>(
      get('/ro/accounts/users/'),
    );
    expect(listed.find((s) => s.id === me.id)?.profile.name).toBe('Renamed Specialist');
  });
});
