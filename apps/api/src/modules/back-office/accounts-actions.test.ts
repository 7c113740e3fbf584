import { LOGIN_REFUSALS } from '@academy/contract';
import { accountDetailSchema } from '@academy/contract/back-office/accounts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, courseAccess, courses, users } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { managerToken, registerAccount } from './accounts-test-fixtures';

/** The staff's decisions on accounts: each checked, audited and mailed. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token = '';
let managerId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await managerToken(ctx);
  const [manager] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'manager@academy.demo'));
  managerId = manager?.id ?? 0;
});
afterAll(() => ctx.database.close());

const post = (path: string, body: unknown) => send(ctx.app, 'POST', path, { token, body });
const tryLogin = (email: string) =>
  send(ctx.app, 'POST', '/auth/token/login/', { body: { username: email, password: 'secret12' } });

/** The mails sent to `to` since the queue was last drained. */
async function mailsTo(to: string) {
  await ctx.sendQueuedMail();
  return ctx.services.mailer.outbox.filter((mail) => mail.to === to);
}

/** An account's audit lines, newest first. */
const auditOf = async (id: number) =>
  (await auditLines(ctx.database.db, { entity: 'user', entityId: id })).reverse();

describe('a new registration', () => {
  it('is mailed to every admin and manager, in their language, with a link to review it', async () => {
    const id = await registerAccount(ctx, { email: 'notify.me@example.com', first: 'Olga' });
    const admin = await mailsTo('admin@academy.demo');
    const manager = await mailsTo('manager@academy.demo');
    expect(admin.at(-1)?.subject).toContain('Olga Lungu');
    expect(manager.at(-1)?.text).toContain(`/admin/account/${id}`);
    expect(manager.at(-1)?.text).toContain('notify.me@example.com');
    expect(await mailsTo('editor@academy.demo')).toEqual([]);
  });
});

describe('activation', () => {
  it('activates with a login link in the user’s language, audited before → after', async () => {
    const email = 'activate.me@example.com';
    const id = await registerAccount(ctx, { email, lang: 'fr' });
    expect(await json(tryLogin(email))).toEqual({ detail: LOGIN_REFUSALS.pending });
    const res = await post(`/admin/accounts/${id}/activate/`, { status: 'pending' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'active' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Votre compte est actif');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/fr/login`);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ actorId: managerId, action: 'account.activate' });
    expect(entry?.before).toMatchObject({ isActive: false, reviewedAt: null });
    expect(entry?.after).toMatchObject({ isActive: true, rejectionReason: null });
    expect((await tryLogin(email)).status).toBe(200);
  });

  it('refuses a decision on an account that has moved meanwhile (409), or none (404)', async () => {
    const id = await registerAccount(ctx, { email: 'twice@example.com' });
    expect((await post(`/admin/accounts/${id}/activate/`, { status: 'pending' })).status).toBe(200);
    expect((await post(`/admin/accounts/${id}/activate/`, { status: 'pending' })).status).toBe(409);
    const reject = { status: 'pending', reason: 'Too late' };
    expect((await post(`/admin/accounts/${id}/reject/`, reject)).status).toBe(409);
    expect((await post('/admin/accounts/999999/activate/', { status: 'pending' })).status).toBe(
      404,
    );
    expect((await post(`/admin/accounts/${id}/activate/`, {})).status).toBe(400);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('activates in bulk only the pending ones among the ids', async () => {
    const a = await registerAccount(ctx, { email: 'bulk.a@example.com' });
    const b = await registerAccount(ctx, { email: 'bulk.b@example.com' });
    const [student] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO.student));
    const res = await post('/admin/accounts/bulk-activate/', { ids: [a, b, student?.id] });
    expect(await res.json()).toEqual({ activated: [a, b] });
    expect(await mailsTo('bulk.a@example.com')).toHaveLength(1);
    expect(await mailsTo('bulk.b@example.com')).toHaveLength(1);
    expect(await auditOf(student?.id ?? 0)).toEqual([]);
    expect((await post('/admin/accounts/bulk-activate/', { ids: [] })).status).toBe(400);
  });

  it('is what `admin activate` does, with no actor in the audit log', async () => {
    const email = 'command.line@example.com';
    const id = await registerAccount(ctx, { email });
    const { runAdminCommand } = await import('../../admin/run-command');
    const deps = { db: ctx.database.db, services: ctx.services, jobs: ctx.jobs };
    expect(await runAdminCommand(deps, ['activate', email])).toEqual({
      lines: [`activated ${email}`],
      code: 0,
    });
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Contul dumneavoastră este activ');
    expect((await auditOf(id))[0]).toMatchObject({ actorId: null, action: 'account.activate' });
  });
});

describe('rejection', () => {
  it('declines with the reason, mailed; the login then says so, not "being verified"', async () => {
    const email = 'decline.me@example.com';
    const id = await registerAccount(ctx, { email, lang: 'ru' });
    const body = { status: 'pending', reason: 'Диплом нечитаем' };
    expect((await post(`/admin/accounts/${id}/reject/`, { ...body, reason: 'a\nb' })).status).toBe(
      400,
    );
    expect((await post(`/admin/accounts/${id}/reject/`, { status: 'pending' })).status).toBe(400);
    const res = await post(`/admin/accounts/${id}/reject/`, body);
    expect(await res.json()).toMatchObject({ id, status: 'declined' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Ваша регистрация отклонена');
    expect(mail?.text).toContain('Диплом нечитаем');
    const login = await tryLogin(email);
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ detail: LOGIN_REFUSALS.declined });
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'account.reject',
      after: { isActive: false, rejectionReason: 'Диплом нечитаем' },
    });
    const page = accountDetailSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/admin/accounts/${id}/`, { token })),
    );
    expect(page.account).toMatchObject({ status: 'declined', rejection_reason: 'Диплом нечитаем' });
  });
});

describe('deactivation', () => {
  it('closes the account and ends its sessions at once', async () => {
    const session = await login(ctx.app, DEMO.doctor);
    expect((await send(ctx.app, 'GET', '/auth/users/me/', { token: session })).status).toBe(200);
    const [doctor] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, DEMO.doctor));
    const id = doctor?.id ?? 0;
    expect((await post(`/admin/accounts/${id}/deactivate/`, { status: 'pending' })).status).toBe(
      409,
    );
    const res = await post(`/admin/accounts/${id}/deactivate/`, { status: 'active' });
    expect(await res.json()).toMatchObject({ status: 'inactive' });
    expect((await send(ctx.app, 'GET', '/auth/users/me/', { token: session })).status).toBe(401);
    expect(
      await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, id)),
    ).toEqual([]);
    const refused = await send(ctx.app, 'POST', '/auth/token/login/', {
      body: { username: DEMO.doctor, password: 'Demo12345!' },
    });
    expect(await refused.json()).toEqual({ detail: LOGIN_REFUSALS.inactive });
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'account.deactivate',
      actorId: managerId,
    });
    // It can be opened again.
    expect((await post(`/admin/accounts/${id}/activate/`, { status: 'inactive' })).status).toBe(
      200,
    );
  });

  it('leaves staff accounts alone', async () => {
    const res = await post(`/admin/accounts/${managerId}/deactivate/`, { status: 'active' });
    expect(res.status).toBe(409);
  });
});

describe('course access and specialists', () => {
  it('grants and revokes a course, each audited once', async () => {
    const id = await registerAccount(ctx, { email: 'courses@example.com' });
    const [course] = await ctx.database.db.select({ id: courses.id }).from(courses).limit(1);
    const courseId = course?.id ?? 0;
    const access = (granted: boolean) =>
      send(ctx.app, 'POST', `/admin/accounts/${id}/course-access/`, {
        token,
        body: { course_id: courseId, granted },
      });
    expect((await access(true)).status).toBe(204);
    expect((await access(true)).status).toBe(204);
    const mine = and(eq(courseAccess.userId, id), eq(courseAccess.courseId, courseId));
    expect(await ctx.database.db.select().from(courseAccess).where(mine)).toHaveLength(1);
    const page = accountDetailSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/admin/accounts/${id}/`, { token })),
    );
    expect(page.courses.map((c) => c.id)).toEqual([courseId]);
    expect((await access(false)).status).toBe(204);
    expect(await ctx.database.db.select().from(courseAccess).where(mine)).toEqual([]);
    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(['account.revoke_course', 'account.grant_course']);
    const none = { course_id: 999999, granted: true };
    expect((await post(`/admin/accounts/${id}/course-access/`, none)).status).toBe(404);
  });

  it('makes and unmakes a specialist', async () => {
    const id = await registerAccount(ctx, { email: 'specialist.new@example.com' });
    const make = await post(`/admin/accounts/${id}/specialist/`, { is_specialist: true });
    expect(await make.json()).toMatchObject({ id, is_specialist: true });
    const unmake = await post(`/admin/accounts/${id}/specialist/`, { is_specialist: false });
    expect(await unmake.json()).toMatchObject({ is_specialist: false });
    expect((await auditOf(id)).map((entry) => entry.after)).toEqual([
      { isSpecialist: false },
      { isSpecialist: true },
    ]);
  });
});
