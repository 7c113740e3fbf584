import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, send } from '../test/helpers';
import { createTestApp } from '../test/test-app';
import { RateLimiter } from './rate-limit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

const limiter = (max: number, prefix: string) =>
  new RateLimiter(ctx.database.db, { max, windowMs: 60_000, prefix });

describe('the rate limits, counted in the database', () => {
  it('allows max hits per window per route and client, the same count in every process', async () => {
    // Two limiters on one database: two API processes.
    const [one, two] = [limiter(3, 'shared:'), limiter(3, 'shared:')];
    const hits = [];
    for (const process of [one, two, one, two])
      hits.push(await process.hit('login', '203.0.113.7'));
    expect(hits).toEqual([true, true, true, false]);
    expect(await one.hit('contact', '203.0.113.7')).toBe(true);
    expect(await two.hit('login', '203.0.113.8')).toBe(true);
  });

  it('counts 20 hits at once exactly', async () => {
    const many = Array.from({ length: 4 }, () => limiter(10, 'race:'));
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => many[i % 4]?.hit('login', '198.51.100.1')),
    );
    expect(hits.filter(Boolean)).toHaveLength(10);
  });

  it('makes an account wait longer after each failure past five, and forgets on success', async () => {
    const account = limiter(1000, 'account:');
    for (let i = 0; i < 5; i++) await account.accountFailed('Someone@Example.com');
    expect(await account.accountWait('someone@example.com')).toBe(0);
    await account.accountFailed('someone@example.com');
    expect(await account.accountWait('someone@example.com')).toBe(1);
    await account.accountFailed('someone@example.com');
    expect(await account.accountWait('someone@example.com')).toBe(2);
    await account.accountFailed('someone@example.com');
    expect(await account.accountWait('someone@example.com')).toBe(4);
    await account.accountSucceeded('someone@example.com');
    expect(await account.accountWait('someone@example.com')).toBe(0);
  });
});

describe('password guessing against one account', () => {
  it('is throttled whatever addresses it comes from, the right password included', async () => {
    const proxied = ctx.withEnv({ TRUST_PROXY: '1' });
    const login = (password: string, from: number) =>
      send(proxied, 'POST', '/auth/token/login/', {
        body: { username: DEMO.client, password },
        headers: { 'x-forwarded-for': `203.0.113.${from}` },
      });
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await login('wrong-guess', i)).status);
    // Five refused as wrong, the sixth too (it starts the waits), then every try waits.
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
    const right = await login('Demo12345!', 99);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await right.json()).toHaveProperty('detail');
  });
});
