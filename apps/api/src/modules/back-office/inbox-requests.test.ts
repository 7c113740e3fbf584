import {
  contactRequestListSchema,
  contactRequestSchema,
} from '@academy/contract/back-office/inbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
let managerId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  manager = await login(ctx.app, 'manager@academy.demo');
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'manager@academy.demo'));
  managerId = row?.id ?? 0;
});
afterAll(() => ctx.database.close());

/** A request of the public form, with a name of the test's own. */
async function sendRequest(label: string, lang = 'ro') {
  const name = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const res = await send(ctx.app, 'POST', '/get-feedback/', {
    body: { name, contact_data: '+37369111222', country: 'Moldova', lang },
  });
  expect(res.status).toBe(201);
  return { id: (await json<{ id: number }>(res)).id, name };
}

const list = async (query: string, token = manager) =>
  contactRequestListSchema.parse(
    await json(send(ctx.app, 'GET', `/admin/contact-requests/${query}`, { token })),
  );

describe('contact requests reach the staff', () => {
  it("mails each operations staff member in their language, with the page's language", async () => {
    await ctx.database.db
      .update(profiles)
      .set({ lang: 'fr' })
      .where(eq(profiles.userId, managerId));
    await ctx.sendQueuedMail();
    const before = ctx.services.mailer.outbox.length;
    const { name } = await sendRequest('Mail', 'ru');
    await ctx.sendQueuedMail();
    const mails = ctx.services.mailer.outbox.slice(before);
    const to = (email: string) => mails.filter((m) => m.to === email);
    expect(to('admin@academy.demo').map((m) => m.subject)).toEqual([
      `Cerere de contact nouă: ${name}`,
    ]);
    const [french] = to('manager@academy.demo');
    expect(french?.subject).toBe(`Nouvelle demande de contact : ${name}`);
    expect(french?.text).toContain('+37369111222');
    expect(french?.text).toContain('Русский');
    expect(french?.text).toContain('/fr/admin/requests');
    expect(to('editor@academy.demo')).toEqual([]);
    expect(to(DEMO.student)).toEqual([]);
  });
});

describe('the inbox', () => {
  it('lists new requests newest first with their language, and searches them', async () => {
    const older = await sendRequest('Older');
    const newer = await sendRequest('Newer', 'es');
    const page = await list('?page_size=100');
    const ids = page.results.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.results.find((r) => r.id === newer.id)).toMatchObject({
      status: 'new',
      lang: 'es',
      handled_by: null,
      handled_at: null,
    });
    const found = await list(`?q=${encodeURIComponent(older.name.toLowerCase())}`);
    expect(found.results.map((r) => r.id)).toEqual([older.id]);
    expect(found.count).toBe(1);
    const oldestFirst = await list('?order=asc&page_size=100');
    expect(oldestFirst.results.at(-1)?.id).toBe(newer.id);
    const paged = await list('?page_size=1&page=2');
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBeGreaterThanOrEqual(2);
  });

  it('handles a request with a note, by name, then reopens it; each write audited', async () => {
    const request = await sendRequest('Handled');
    const res = await send(ctx.app, 'POST', `/admin/contact-requests/${request.id}/handle/`, {
      token: manager,
      body: { note: '  Called back, booked a course.  ' },
    });
    expect(res.status).toBe(200);
    const handled = contactRequestSchema.parse(await res.json());
    expect(handled).toMatchObject({
      status: 'handled',
      note: 'Called back, booked a course.',
      handled_by: { id: managerId, name: 'Cristina Rusu' },
    });
    expect(handled.handled_at).not.toBeNull();
    expect((await list('?page_size=100')).results.map((r) => r.id)).not.toContain(request.id);
    const handledTab = await list(`?status=handled&q=${encodeURIComponent(request.name)}`);
    expect(handledTab.results).toEqual([handled]);

    const again = await send(ctx.app, 'POST', `/admin/contact-requests/${request.id}/handle/`, {
      token: manager,
      body: { note: 'twice' },
    });
    expect(again.status).toBe(409);

    const reopened = await send(ctx.app, 'POST', `/admin/contact-requests/${request.id}/reopen/`, {
      token: manager,
    });
    expect(contactRequestSchema.parse(await reopened.json())).toMatchObject({
      status: 'new',
      handled_by: null,
      note: 'Called back, booked a course.',
    });
    const reopenAgain = await send(
      ctx.app,
      'POST',
      `/admin/contact-requests/${request.id}/reopen/`,
      { token: manager },
    );
    expect(reopenAgain.status).toBe(409);

    const audit = await auditLines(ctx.database.db, {
      entity: 'contact_request',
      entityId: request.id,
    });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['contact_request.handle', managerId],
      ['contact_request.reopen', managerId],
    ]);
    expect(audit[0]?.after).toMatchObject({ note: 'Called back, booked a course.' });
  });

  it('refuses a note that is too long, and answers 404 for a missing request', async () => {
    const request = await sendRequest('Long');
    const long = await send(ctx.app, 'POST', `/admin/contact-requests/${request.id}/handle/`, {
      token: manager,
      body: { note: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(Object.keys(await json(long))).toEqual(['note']);
    const missing = await send(ctx.app, 'POST', '/admin/contact-requests/999999/handle/', {
      token: manager,
      body: { note: '' },
    });
    expect(missing.status).toBe(404);
  });
});
