import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { testFixturesEnabled } from './test-fixtures.routes';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** The same database with the fixture routes mounted, as main.ts does under E2E_FIXTURES=1. */
let withFixtures: ReturnType<typeof createApp>;
beforeAll(async () => {
  ctx = await createTestApp();
  withFixtures = createApp({
    config: ctx.config,
    db: ctx.database.db,
    log: silentLogger,
    services: ctx.services,
    testFixtures: true,
  });
});
afterAll(() => ctx.database.close());

describe('the end-to-end fixture routes: guard', () => {
  it('are off unless E2E_FIXTURES is set, and refused in production', () => {
    expect(testFixturesEnabled({})).toBe(false);
    expect(testFixturesEnabled({ E2E_FIXTURES: '0', NODE_ENV: 'production' })).toBe(false);
    expect(testFixturesEnabled({ E2E_FIXTURES: '1' })).toBe(true);
    expect(testFixturesEnabled({ E2E_FIXTURES: 'true', NODE_ENV: 'test' })).toBe(true);
    expect(() => testFixturesEnabled({ E2E_FIXTURES: '1', NODE_ENV: 'production' })).toThrow(
      /production/,
    );
  });

  it('answer 404 when the flag is off (the app as the server builds it by default)', async () => {
    for (const path of ['/test/accounts/', '/test/products/']) {
      const res = await send(ctx.app, 'POST', path, { body: { stock: 3 } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the end-to-end fixture routes, when on', () => {
  it('create a fresh active account that logs in, owns its courses, and is unique', async () => {
    const created = await json<{ id: number; email: string; password: string; token: string }>(
      send(withFixtures, 'POST', '/test/accounts/', { body: { label: 'unit', courses: [2] } }),
    );
    expect(created.email).toMatch(/^e2e\.unit\.[0-9a-f-]{36}@academy\.test$/);
    const token = await login(ctx.app, created.email, created.password);
    const me = await json<{ id: number }>(
      send(ctx.app, 'GET', '/auth/users/me/', { token: created.token }),
    );
    expect(me.id).toBe(created.id);
    const owned = await json<unknown[] | { results: unknown[] }>(
      send(ctx.app, 'GET', '/en/courses/access_list/', { token }),
    );
    expect(Array.isArray(owned) ? owned : owned.results).toHaveLength(1);
    const other = await json<{ email: string }>(
      send(withFixtures, 'POST', '/test/accounts/', { body: { label: 'unit' } }),
    );
    expect(other.email).not.toBe(created.email);
  });

  it('create a public specialist page', async () => {
    const specialist = await json<{ id: number }>(
      send(withFixtures, 'POST', '/test/accounts/', { body: { specialist: true, courses: [1] } }),
    );
    const list = await json<{ id: number }[]>(send(ctx.app, 'GET', '/ro/accounts/users/'));
    expect(list.map((user) => user.id)).toContain(specialist.id);
  });

  it('create a product with its stock, sold in Moldova only', async () => {
    const created = await send(withFixtures, 'POST', '/test/products/', {
      body: { stock: 4, price: 650 },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = await json<{ id: number; title: string; stock: number }>(created);
    const buyer = await json<{ token: string }>(
      send(withFixtures, 'POST', '/test/accounts/', { body: {} }),
    );
    const seen = await json<{ title: string; stock: number; price: number }>(
      send(ctx.app, 'GET', `/en/shop/product/${product.id}/`, { token: buyer.token }),
    );
    expect(seen).toMatchObject({ title: product.title, stock: 4, price: 650 });
    const romanian = await json<{ token: string }>(
      send(withFixtures, 'POST', '/test/accounts/', { body: { country: 'Romania' } }),
    );
    const hidden = await send(ctx.app, 'GET', `/en/shop/product/${product.id}/`, {
      token: romanian.token,
    });
    expect(hidden.status).toBe(404);
  });

  it('create a course of its own whose lessons wait for their videos', async () => {
    const created = await send(withFixtures, 'POST', '/test/courses/', { body: { videos: 2 } });
    expect(created.status, await created.clone().text()).toBe(201);
    const course = await json<{ id: number; name: string; videos: number[] }>(created);
    expect(course.videos).toHaveLength(2);
    const seen = await json<{ name: string; videos: { id: number; free_preview: boolean }[] }>(
      send(ctx.app, 'GET', `/en/courses/course/${course.id}/`),
    );
    expect(seen.name).toBe(course.name);
    expect(seen.videos.map((video) => video.id)).toEqual(course.videos);
  });

  it('refuse a bad request with field errors', async () => {
    const res = await send(withFixtures, 'POST', '/test/products/', { body: { stock: -1 } });
    expect(res.status).toBe(400);
  });
});
