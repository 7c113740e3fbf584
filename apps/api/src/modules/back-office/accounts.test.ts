import { accountDetailSchema, accountListSchema } from '@academy/contract/back-office/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { managerToken, registerAccount } from './accounts-test-fixtures';

/** The back office's accounts, read: the queue, the search, an account's page, its diploma. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token = '';
const ids: Record<'older' | 'newer' | 'pdf', number> = { older: 0, newer: 0, pdf: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  token = await managerToken(ctx);
  ids.older = await registerAccount(ctx, { email: 'queue.older@example.com', last: 'Ceban' });
  ids.newer = await registerAccount(ctx, {
    email: 'queue.newer@example.com',
    first: 'Ana',
    last: 'Rusu',
    phone: '+37369777001',
  });
  ids.pdf = await registerAccount(ctx, { email: 'queue.pdf@example.com', pdf: true });
  // Registered in this order, a second apart in their dates: the queue's order is theirs.
  const base = Date.now() - 3600_000;
  for (const [index, id] of [ids.older, ids.newer, ids.pdf].entries())
    await ctx.database.db
      .update(users)
      .set({ dateJoined: new Date(base + index * 1000) })
      .where(eq(users.id, id));
});
afterAll(() => ctx.database.close());

const list = async (query: string) =>
  accountListSchema.parse(await json(send(ctx.app, 'GET', `/admin/accounts/?${query}`, { token })));

describe('the verification queue', () => {
  it('lists pending accounts oldest first, the seeded pending one included', async () => {
    const page = await list('status=pending');
    const emails = page.results.map((row) => row.email);
    expect(emails).toContain(DEMO.pending);
    const mine = emails.filter((email) => email.startsWith('queue.'));
    expect(mine).toEqual([
      'queue.older@example.com',
      'queue.newer@example.com',
      'queue.pdf@example.com',
    ]);
    expect(page.results.every((row) => row.status === 'pending')).toBe(true);
    expect(page.count).toBe(page.results.length);
    expect(page.results.find((row) => row.id === ids.older)?.has_diploma).toBe(true);
  });

  it('pages, sorts and answers the other statuses', async () => {
    const first = await list('status=pending&page_size=1');
    expect(first.results).toHaveLength(1);
    expect(first.count).toBeGreaterThanOrEqual(4);
    const second = await list('status=pending&page_size=1&page=2');
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    const newest = await list('status=pending&order=desc');
    const mine = newest.results
      .map((row) => row.id)
      .filter((id) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.pdf, ids.newer, ids.older]);
    const active = await list('status=active&page_size=100');
    expect(active.results.map((row) => row.email)).toContain(DEMO.student);
    expect(active.results.every((row) => row.status === 'active')).toBe(true);
    const byEmail = await list('sort=email&order=asc&page_size=100');
    const emails = byEmail.results.map((row) => row.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('finds an account by name, e-mail or phone (digits as typed or not)', async () => {
    expect((await list('status=pending&q=rusu')).results.map((row) => row.id)).toEqual([ids.newer]);
    expect((await list('status=pending&q=Ana%20Rusu')).results.map((row) => row.id)).toEqual([
      ids.newer,
    ]);
    expect((await list('q=queue.older')).results.map((row) => row.id)).toEqual([ids.older]);
    expect((await list('q=777001')).results.map((row) => row.id)).toEqual([ids.newer]);
    expect((await list('q=069%20777%20001')).results.map((row) => row.id)).toEqual([ids.newer]);
    // LIKE's wildcards are taken literally.
    expect((await list('q=%25')).count).toBe(0);
  });

  it('refuses a status it does not know', async () => {
    expect((await send(ctx.app, 'GET', '/admin/accounts/?status=all', { token })).status).toBe(400);
  });
});

describe("an account's page", () => {
  it('holds the profile, orders, courses, certificates and sessions', async () => {
    await login(ctx.app, DEMO.student);
    const [student] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO.student));
    const res = await send(ctx.app, 'GET', `/ru/admin/accounts/${student?.id}/`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = accountDetailSchema.parse(await res.json());
    expect(page.account).toMatchObject({ email: DEMO.student, status: 'active' });
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(page.courses.length + page.grantable.length).toBeGreaterThan(0);
    const owned = new Set(page.courses.map((course) => course.id));
    expect(page.grantable.some((course) => owned.has(course.id))).toBe(false);
  });

  it('shows a pending account with its diploma kind, and 404 for no account', async () => {
    const page = accountDetailSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/admin/accounts/${ids.pdf}/`, { token })),
    );
    expect(page.account).toMatchObject({ status: 'pending', diploma: 'pdf', lang: 'ro' });
    expect(page.orders).toEqual([]);
    expect((await send(ctx.app, 'GET', '/ro/admin/accounts/999999/', { token })).status).toBe(404);
  });
});

describe('the diploma', () => {
  it('is served inline with its own type, never cached', async () => {
    for (const [id, type] of [
      [ids.older, 'image/png'],
      [ids.pdf, 'application/pdf'],
    ] as const) {
      const res = await send(ctx.app, 'GET', `/admin/accounts/${id}/diploma/`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toMatch(
        /^inline; filename="[0-9a-f-]+\.(png|pdf)"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10);
    }
  });

  it('is 404 for an account without one', async () => {
    const [student] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO.client));
    const res = await send(ctx.app, 'GET', `/admin/accounts/${student?.id}/diploma/`, { token });
    expect(res.status).toBe(404);
  });
});
