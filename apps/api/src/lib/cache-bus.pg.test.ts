import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { TokenAuthenticator } from '../modules/auth/auth.service';
import { courierOrderBody } from '../test/buyers';
import { DEMO, login, send } from '../test/helpers';
import { createTestApp } from '../test/test-app';
import { connectCacheBus } from './cache-bus';
import { silentLogger } from './logger';
import { ResponseCache } from './response-cache';

/**
 * Two API processes on one PostgreSQL, each with its own caches (a cache TTL of a minute, so
 * that only the bus can make them agree within the test's second), joined by the cache bus.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let other: ReturnType<typeof createApp>;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ CACHE_TTL_MS: '60000' });
  const url = ctx.databaseUrl ?? '';
  const caches = {
    cache: new ResponseCache(60_000),
    auth: new TokenAuthenticator(ctx.database.db, { ...ctx.config, cacheTtlMs: 60_000 }),
  };
  other = createApp({
    config: ctx.config,
    db: ctx.database.db,
    log: silentLogger,
    services: { ...caches, outbox: ctx.jobs },
  });
  const own = { cache: ctx.services.cache, auth: ctx.services.auth as TokenAuthenticator };
  stops.push(await connectCacheBus(url, own, silentLogger));
  stops.push(await connectCacheBus(url, caches, silentLogger));
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await ctx.database.close();
});

const within = { timeout: 1000, interval: 50 };

describe('the caches of two processes', () => {
  it('agree within a second after a write in one of them', async () => {
    const token = await login(ctx.app, DEMO.student);
    const list = '/ro/shop/product/?page_size=10000';
    type Products = { results: { id: number; stock: number }[] };
    const stockSeenByOther = async (id: number) =>
      ((await (await send(other, 'GET', list, { token })).json()) as Products).results.find(
        (product) => product.id === id,
      )?.stock;
    const { results } = (await (await send(other, 'GET', list, { token })).json()) as Products;
    const product = results.find((p) => p.stock > 1);
    if (!product) throw new Error('no product in stock');
    expect(await stockSeenByOther(product.id)).toBe(product.stock);
    const order = await send(ctx.app, 'POST', '/ro/orders/', {
      token,
      body: courierOrderBody([{ id: product.id, cnt: 1 }], 'cash', 'irina.bus@example.com'),
    });
    expect(order.status).toBe(201);
    await expect.poll(() => stockSeenByOther(product.id), within).toBe(product.stock - 1);
  });

  it('end a session everywhere when it ends in one of them', async () => {
    const token = await login(ctx.app, DEMO.doctor);
    const me = () => send(other, 'GET', '/auth/users/me/', { token });
    expect((await me()).status).toBe(200); // now remembered by the other process
    expect((await send(ctx.app, 'POST', '/auth/token/logout/', { token })).status).toBe(204);
    await expect.poll(async () => (await me()).status, within).toBe(401);
  });
});
