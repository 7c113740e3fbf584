import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { DEMO, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { registerAccount } from './accounts-test-fixtures';

/** Staff management: the admin gives and takes staff roles; nobody else, and never their own. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin = '';

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  admin = await login(ctx.app, 'admin@academy.demo');
});
afterAll(() => ctx.database.close());

async function idOf(email: string) {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, email));
  return row?.id ?? 0;
}

const setRole = (id: number, role: string | null, token = admin) =>
  send(ctx.app, 'PUT', `/admin/accounts/${id}/role/`, { token, body: { role } });

describe('a staff role', () => {
  it('opens the back office at once, and closes it again when taken away', async () => {
    const id = await idOf(DEMO.student);
    const student = await login(ctx.app, DEMO.student);
    const list = () => send(ctx.app, 'GET', '/admin/accounts/', { token: student });
    expect((await list()).status).toBe(403);

    const given = await setRole(id, 'manager');
    expect(given.status).toBe(200);
    expect(((await given.json()) as { role: string }).role).toBe('manager');
    expect((await list()).status).toBe(200);

    expect((await setRole(id, null)).status).toBe(200);
    expect((await list()).status).toBe(403);

    const entries = (await auditLines(ctx.database.db, { entity: 'user', entityId: id })).reverse();
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['account.role', { role: 'manager' }, { role: null }],
      ['account.role', { role: null }, { role: 'manager' }],
    ]);
  });

  it('is never the admin’s own to change, nor given to an account not active', async () => {
    expect((await setRole(await idOf('admin@academy.demo'), 'editor')).status).toBe(409);
    const pending = await registerAccount(ctx, { email: 'pending.staff@example.com' });
    expect((await setRole(pending, 'editor')).status).toBe(409);
    expect((await setRole(2_000_000, 'editor')).status).toBe(404);
  });

  it('is the admin’s alone to give', async () => {
    const manager = await login(ctx.app, 'manager@academy.demo');
    expect((await setRole(await idOf(DEMO.student), 'admin', manager)).status).toBe(403);
  });
});
