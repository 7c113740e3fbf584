import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../test/helpers';
import { createTestApp } from '../test/test-app';
import type { AuthUser } from './authenticator';
import { HttpError } from './errors';
import { requireStaff } from './staff';

/** The staff role: seeded on the demo staff, resolved with the token, checked by the guard. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

async function userOf(email: string): Promise<AuthUser> {
  const res = await ctx.app.request('/auth/token/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const { auth_token } = (await res.json()) as { auth_token: string };
  const user = await ctx.services.auth.authenticate(`Token ${auth_token}`);
  if (!user) throw new Error(`no user for ${email}`);
  return user;
}

const statusOf = (guard: () => unknown) => {
  try {
    guard();
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : 500;
  }
};

describe('staff roles', () => {
  it('the demo staff log in with their role; a student has none', async () => {
    expect((await userOf('admin@academy.demo')).role).toBe('admin');
    expect((await userOf('manager@academy.demo')).role).toBe('manager');
    expect((await userOf('editor@academy.demo')).role).toBe('editor');
    expect((await userOf(DEMO.student)).role).toBeNull();
  });

  it('requireStaff lets the named roles through, 403 to others, 401 to a visitor', async () => {
    const uploaders = requireStaff('admin', 'editor');
    const anyStaff = requireStaff();
    const admin = await userOf('admin@academy.demo');
    const manager = await userOf('manager@academy.demo');
    const editor = await userOf('editor@academy.demo');
    const student = await userOf(DEMO.student);
    expect(uploaders(admin).role).toBe('admin');
    expect(uploaders(editor).role).toBe('editor');
    expect(statusOf(() => uploaders(manager))).toBe(403);
    expect(statusOf(() => uploaders(student))).toBe(403);
    expect(statusOf(() => uploaders(null))).toBe(401);
    expect(anyStaff(manager).role).toBe('manager');
    expect(statusOf(() => anyStaff(student))).toBe(403);
  });
});
