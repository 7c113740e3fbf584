import {
  loginResponseSchema,
  meResponseSchema,
  REGISTRATION_API_ERRORS,
  type Session,
  sessionListSchema,
} from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, passwordResetTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createBuyer } from '../../test/buyers';
import { DEMO, DEMO_PASSWORD, FILES, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { issueToken } from './auth.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

function registrationForm(overrides: Record<string, string | File | null> = {}) {
  const fields: Record<string, string | File | null> = {
    username: 'new.user@example.com',
    email: 'New.User@example.com',
    password: 'secret12',
    first_name: 'Nina',
    last_name: 'Lungu',
    'profile.name': 'Nina Lungu',
    'profile.description': 'fr',
    'profile.phone': '+37369123456',
    'profile.file': FILES.pdf(),
    'profile.city': 'Moldova',
    'profile.specialization': 'Cosmetolog',
    'profile.type': 'cosmetology',
    'profile.shop_is_active': 'true',
    'profile.utm_tags': 'utm_source=test',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.append(key, value);
  return form;
}

describe('token login and logout', () => {
  it('gives a fresh 160-bit token per login and stores only its hash', async () => {
    const a = await login(ctx.app, DEMO.student);
    const b = await login(ctx.app, DEMO.student);
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(a).not.toBe(b);
    const stored = await ctx.database.db.select().from(authTokens);
    expect(stored.some((t) => t.keyHash === a)).toBe(false);
  });

  it('answers the user for the token, and 401 after logout', async () => {
    const token = await login(ctx.app, DEMO.student);
    const me = meResponseSchema.parse(
      await json(send(ctx.app, 'GET', '/auth/users/me/', { token })),
    );
    expect(me.username).toBe(DEMO.student);
    expect((await send(ctx.app, 'POST', '/auth/token/logout/', { token })).status).toBe(204);
    const after = await send(ctx.app, 'GET', '/auth/users/me/', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toHaveProperty('detail');
  });

  it('accepts a trimmed, upper-case email and refuses a wrong password', async () => {
    const ok = await send(ctx.app, 'POST', '/auth/token/login/', {
      body: { username: `  ${DEMO.doctor.toUpperCase()} `, password: DEMO_PASSWORD },
    });
    expect(loginResponseSchema.parse(await ok.json()).auth_token).toHaveLength(40);
    const bad = await send(ctx.app, 'POST', '/auth/token/login/', {
      body: { username: DEMO.doctor, password: 'nope!' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: 'Unable to log in with provided credentials.' });
  });

  it('refuses an account pending verification', async () => {
    const res = await send(ctx.app, 'POST', '/auth/token/login/', {
      body: { username: DEMO.pending, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Your registration is being verified' });
  });
});

describe('registration', () => {
  it('creates an inactive account with the profile of the payload', async () => {
    const res = await send(ctx.app, 'POST', '/accounts/users/', { form: registrationForm() });
    expect(res.status).toBe(201);
    const body = await json<{ id: number; is_active: boolean; username: string }>(res);
    expect(body).toMatchObject({ is_active: false, username: 'new.user@example.com' });
    const login = await send(ctx.app, 'POST', '/auth/token/login/', {
      body: { username: 'new.user@example.com', password: 'secret12' },
    });
    expect(login.status).toBe(400);
  });

  it('answers the email-busy message for a used email', async () => {
    const res = await send(ctx.app, 'POST', '/accounts/users/', {
      form: registrationForm({ email: DEMO.student }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ email: [REGISTRATION_API_ERRORS.emailBusy] });
  });

  it('re-checks spec 5 on the server', async () => {
    const cases: [Record<string, string | File | null>, string][] = [
      [{ password: 'abc12' }, 'password'],
      [{ password: 'abcdefgh' }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ first_name: 'A' }, 'first_name'],
      [{ 'profile.phone': '12-34' }, 'profile.phone'],
      [{ 'profile.type': 'admin' }, 'profile.type'],
      [{ 'profile.file': null }, 'profile.file'],
      [{ 'profile.file': FILES.fakePng() }, 'profile.file'],
    ];
    for (const [override, field] of cases) {
      const res = await send(ctx.app, 'POST', '/accounts/users/', {
        form: registrationForm({ email: `case.${field}@example.com`, ...override }),
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(await json(res)), field).toContain(field);
    }
  });

  it("needs no certificate for the profession 'other'", async () => {
    const form = registrationForm({
      email: 'client.new@example.com',
      'profile.type': 'other',
      'profile.file': null,
    });
    expect((await send(ctx.app, 'POST', '/accounts/users/', { form })).status).toBe(201);
  });

  it('the admin command activates an account', async () => {
    const { activateUser } = await import('../../admin/commands');
    expect(await activateUser(ctx.database.db, ctx.jobs, 'NEW.USER@example.com')).toBe(true);
    expect(await activateUser(ctx.database.db, ctx.jobs, 'nobody@example.com')).toBe(false);
    await login(ctx.app, 'new.user@example.com', 'secret12');
  });
});

describe('password change and reset', () => {
  it('changes the password with the current one and logs out other sessions', async () => {
    const token = await login(ctx.app, DEMO.expertRo);
    const other = await login(ctx.app, DEMO.expertRo);
    const wrong = await send(ctx.app, 'POST', '/auth/users/set_password/', {
      token,
      body: { current_password: 'wrong!!', new_password: 'Newpass123' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toHaveProperty('current_password');
    const ok = await send(ctx.app, 'POST', '/auth/users/set_password/', {
      token,
      body: { current_password: DEMO_PASSWORD, new_password: 'Newpass123' },
    });
    expect(ok.status).toBe(204);
    expect((await send(ctx.app, 'GET', '/auth/users/me/', { token })).status).toBe(200);
    expect((await send(ctx.app, 'GET', '/auth/users/me/', { token: other })).status).toBe(401);
    await login(ctx.app, DEMO.expertRo, 'Newpass123');
  });

  it('mails a one-time link that works once and expires', async () => {
    const { outbox } = ctx.services.mailer;
    // The registrations above were announced to staff and the activation mailed: sent first.
    await ctx.sendQueuedMail();
    const sent = outbox.length;
    const unknown = await send(ctx.app, 'POST', '/en/api/password_reset/', {
      body: { email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(200);
    await ctx.sendQueuedMail();
    expect(outbox).toHaveLength(sent);
    const res = await send(ctx.app, 'POST', '/ru/api/password_reset/', {
      body: { email: DEMO.client },
    });
    expect(await res.json()).toEqual({ status: 'OK' });
    await ctx.sendQueuedMail();
    expect(outbox.at(-1)?.to).toBe(DEMO.client);
    const token = /\/ru\/reset\/([0-9a-f]+)/.exec(outbox.at(-1)?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(80);
    const confirm = (t: string, password: string) =>
      send(ctx.app, 'POST', '/ru/api/password_reset/confirm/', { body: { token: t, password } });
    expect((await confirm(token, 'Brandnew1')).status).toBe(200);
    expect((await confirm(token, 'Another12')).status).toBe(400);
    await login(ctx.app, DEMO.client, 'Brandnew1');

    await send(ctx.app, 'POST', '/ru/api/password_reset/', { body: { email: DEMO.client } });
    await ctx.sendQueuedMail();
    const second = /\/ru\/reset\/([0-9a-f]+)/.exec(outbox.at(-1)?.text ?? '')?.[1] ?? '';
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO.client));
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user?.id ?? 0));
    const expired = await confirm(second, 'Brandnew2');
    expect(expired.status).toBe(400);
    expect(await expired.json()).toHaveProperty('detail');
  });
});

describe('sessions', () => {
  /** A sign-in of `who` from a browser that names itself `agent`. */
  const signIn = async (who: string, agent: string) => {
    const res = await send(ctx.app, 'POST', '/auth/token/login/', {
      body: { username: who, password: DEMO_PASSWORD },
      headers: { 'user-agent': agent },
    });
    return loginResponseSchema.parse(await res.json()).auth_token;
  };
  const sessions = (token: string) =>
    json<Session[]>(send(ctx.app, 'GET', '/auth/sessions/', { token }));
  const me = (token: string) => send(ctx.app, 'GET', '/auth/users/me/', { token });

  it('lists the devices, ends one, and logs out the others with this one kept', async () => {
    const laptop = await signIn(DEMO.specialist, 'Firefox on the laptop');
    const phone = await signIn(DEMO.specialist, 'Safari on the phone');
    const tablet = await signIn(DEMO.specialist, 'Chrome on the tablet');
    const listed = sessionListSchema.parse(await sessions(laptop));
    const byAgent = (agent: string) => listed.find((s) => s.user_agent === agent);
    expect(byAgent('Firefox on the laptop')?.current).toBe(true);
    expect(byAgent('Safari on the phone')?.current).toBe(false);

    const phoneId = byAgent('Safari on the phone')?.id ?? 0;
    const ended = await send(ctx.app, 'DELETE', `/auth/sessions/${phoneId}/`, { token: laptop });
    expect(ended.status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    // Another user's session, or one already ended: 404.
    const other = await signIn(DEMO.doctor, 'Edge');
    const [theirs] = await sessions(other);
    for (const id of [theirs?.id ?? 0, phoneId])
      expect(
        (await send(ctx.app, 'DELETE', `/auth/sessions/${id}/`, { token: laptop })).status,
      ).toBe(404);

    expect((await me(tablet)).status).toBe(200);
    const out = await send(ctx.app, 'POST', '/auth/sessions/logout-others/', { token: laptop });
    expect(out.status).toBe(204);
    expect((await me(tablet)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    expect((await sessions(laptop)).map((s) => s.user_agent)).toEqual(['Firefox on the laptop']);
    expect((await me(other)).status).toBe(200);
  });

  it('ends a sign-in unused for TOKEN_IDLE_DAYS, and any sign-in after TOKEN_LIFETIME_DAYS', async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const hashOf = async (token: string) => {
      const [row] = await ctx.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.keyHash, sha256(token)));
      return row;
    };
    // An app that remembers no token between requests, and an account of the test's own.
    const app = ctx.withEnv({ CACHE_TTL_MS: '0' });
    const buyer = await createBuyer(ctx.database.db, 'sessions');
    const idle = await issueToken(ctx.database.db, buyer.id, 'idle');
    await ctx.database.db
      .update(authTokens)
      .set({ lastUsed: days(29) })
      .where(eq(authTokens.keyHash, sha256(idle)));
    expect((await send(app, 'GET', '/auth/users/me/', { token: idle })).status).toBe(200);
    // Seen now: its idle life starts again (kept to the hour).
    expect((await hashOf(idle))?.lastUsed.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await ctx.database.db
      .update(authTokens)
      .set({ lastUsed: days(31) })
      .where(eq(authTokens.keyHash, sha256(idle)));
    expect((await send(app, 'GET', '/auth/users/me/', { token: idle })).status).toBe(401);

    const old = await issueToken(ctx.database.db, buyer.id, 'old');
    await ctx.database.db
      .update(authTokens)
      .set({ created: days(91) })
      .where(eq(authTokens.keyHash, sha256(old)));
    expect((await send(app, 'GET', '/auth/users/me/', { token: old })).status).toBe(401);
    const fresh = await issueToken(ctx.database.db, buyer.id, 'new');
    // The ended ones are no longer listed (the buyer's first token is its own session).
    expect((await sessions(fresh)).map((s) => s.user_agent).sort()).toEqual(['', 'new']);
  });
});

describe('rate limits', () => {
  it('answers 429 with a detail past the limit, per route', async () => {
    const limited = ctx.withEnv({ RATE_LIMIT_MAX: '2' });
    {
      const attempt = () =>
        send(limited, 'POST', '/auth/token/login/', {
          body: { username: 'x@example.com', password: 'whatever' },
        });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toHaveProperty('detail');
      const feedback = { name: 'Ioana Pop', contact_data: '+37360000000', country: 'Moldova' };
      expect((await send(limited, 'POST', '/get-feedback/', { body: feedback })).status).toBe(201);
      expect((await send(limited, 'POST', '/get-feedback/', { body: feedback })).status).toBe(201);
      expect((await send(limited, 'POST', '/get-feedback/', { body: feedback })).status).toBe(429);
    }
  });

  it('behind TRUST_PROXY counts the address the proxy saw, not what the client wrote', async () => {
    const proxied = ctx.withEnv({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' });
    // The client writes a new first entry each time; the proxy appends the address it saw.
    const attempt = (forged: string, seen: string) =>
      send(proxied, 'POST', '/auth/token/login/', {
        body: { username: 'x@example.com', password: 'whatever' },
        headers: { 'x-forwarded-for': `${forged}, ${seen}` },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await attempt(`198.51.100.${i}`, '203.0.113.7')).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // Another visitor behind the same proxy is counted apart.
    expect((await attempt('198.51.100.1', '203.0.113.8')).status).toBe(400);
  });
});

describe('DEMO_AUTO_ACTIVATE', () => {
  it('activates new accounts at once', async () => {
    const demo = ctx.withEnv({ DEMO_AUTO_ACTIVATE: '1' });
    {
      const res = await send(demo, 'POST', '/accounts/users/', {
        form: registrationForm({
          email: 'instant@example.com',
          'profile.type': 'other',
          'profile.file': null,
        }),
      });
      expect(await json(res)).toMatchObject({ is_active: true });
      await login(demo, 'instant@example.com', 'secret12');
    }
  });
});
