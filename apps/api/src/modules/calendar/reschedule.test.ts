import { APPOINTMENT_CONFLICT, appointmentSchema, slotsAnswerSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import type { SentMail } from '../../lib/mailer';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { parseCalendar } from './feed.fixtures';
import {
  bookableMonday,
  linkOf,
  mailsTo,
  publicRequest,
  requestConfirmed,
} from './visit-confirm.fixtures';

const VISITOR = 'lidia@example.com';
const DATE = bookableMonday();
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let me: { id: number };
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1' });
  token = await login(ctx.app, DEMO.specialist);
  me = await json(send(ctx.app, 'GET', '/auth/users/me/', { token }));
});
afterAll(() => ctx.database.close());

const path = (id: number) => `/en/cabinet/appointment-request/${id}/reschedule/`;
const options = (id: number, linkToken: string) =>
  send(ctx.app, 'GET', `${path(id)}?token=${linkToken}&from=${DATE}&days=1`);
const move = (id: number, linkToken: string, time: string) =>
  send(ctx.app, 'POST', path(id), {
    body: { token: linkToken, date_of_receipt: DATE, time_of_receipt: time },
  });
const lastMailTo = async (to: string) => (await mailsTo(ctx, to)).at(-1);
const invitationOf = (mail: SentMail | undefined) =>
  parseCalendar(
    mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString() ??
      '',
  );
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('a visit moved through its reschedule link', () => {
  it('offers free slots, moves the visit, re-sends the invitation with SEQUENCE + 1', async () => {
    const requested = await requestConfirmed(ctx, publicRequest(me.id), { lang: 'en' });
    const confirm = `/cabinet/appointment/${requested.id}/confirm/`;
    const visit = appointmentSchema.parse(await json(send(ctx.app, 'POST', confirm, { token })));
    const invitation = await lastMailTo(VISITOR);
    const first = invitationOf(invitation);
    expect(first.method).toBe('REQUEST');
    expect(first.zones).toContain('Europe/Chisinau');
    expect(first.events).toHaveLength(1);
    expect(first.events[0]).toMatchObject({
      uid: `visit-${visit.id}@127.0.0.1`,
      sequence: 0,
      zone: 'Europe/Chisinau',
    });
    expect(first.events[0]?.start.toISOString()).toBe(visit.starts_at);
    expect(linkOf(invitation, 'cancel').id).toBe(visit.id);
    const link = linkOf(invitation, 'reschedule');

    // Another confirmed visit holds 11:00; the visit's own 10:00 stays offered to it.
    const other = await send(ctx.app, 'POST', '/cabinet/appointment/', {
      token,
      body: {
        ...publicRequest(me.id, { time_of_receipt: '11:00' }),
        confirmation: true,
      },
    });
    expect(other.status).toBe(201);
    const offered = await options(visit.id, link.token);
    expect(offered.status).toBe(200);
    const answer = slotsAnswerSchema
      .extend({ appointment: appointmentSchema })
      .parse(await offered.json());
    expect(answer).toMatchObject({ time_zone: 'Europe/Chisinau', duration: 30 });
    expect(answer.appointment.id).toBe(visit.id);
    const times = answer.days.find((d) => d.date === DATE)?.slots.map((s) => s.time) ?? [];
    expect(times).toContain('10:00');
    expect(times).toContain('12:00');
    expect(times).not.toContain('11:00');

    expect((await move(visit.id, link.token, '11:00')).status).toBe(409);
    expect(await (await move(visit.id, link.token, '11:00')).json()).toEqual({
      detail: APPOINTMENT_CONFLICT,
    });
    expect((await move(visit.id, link.token, '12:10')).status).toBe(400);
    await ctx.database.db
      .update(appointments)
      .set({ reminded24hAt: new Date() })
      .where(eq(appointments.id, visit.id));

    const moved = await move(visit.id, link.token, '12:00');
    expect(moved.status).toBe(200);
    const after = appointmentSchema.parse(await moved.json());
    expect(after).toMatchObject({ status: 'confirmed', time_of_receipt: '12:00' });
    expect(Date.parse(after.starts_at ?? '') - Date.parse(visit.starts_at ?? '')).toBe(7_200_000);
    expect(await rowOf(visit.id)).toMatchObject({ sequence: 1, reminded24hAt: null });
    const updated = await lastMailTo(VISITOR);
    expect(updated?.subject).toBe('Your visit has been moved');
    const second = invitationOf(updated);
    expect(second.events[0]).toMatchObject({ uid: first.events[0]?.uid, sequence: 1 });
    expect(second.events[0]?.start.toISOString()).toBe(after.starts_at);
    const told = await lastMailTo(DEMO.specialist);
    expect(told?.subject).toMatch(/^Vizită mutată de client: .*12:00/);
    expect(told?.text).toContain('Vizita rămâne confirmată la noua oră.');

    // The same time again (a second click): nothing moves, nothing is sent.
    await ctx.sendQueuedMail();
    const count = ctx.services.mailer.outbox.length;
    expect((await move(visit.id, link.token, '12:00')).status).toBe(200);
    await ctx.sendQueuedMail();
    expect(ctx.services.mailer.outbox.length).toBe(count);
    expect(await rowOf(visit.id)).toMatchObject({ sequence: 1 });
  });

  it("the specialist's move of a confirmed visit re-sends the invitation", async () => {
    const visit = await requestConfirmed(ctx, publicRequest(me.id, { time_of_receipt: '14:00' }), {
      lang: 'en',
    });
    await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/confirm/`, { token });
    const before = invitationOf(await lastMailTo(VISITOR)).events[0];
    const put = await send(ctx.app, 'PUT', `/cabinet/appointment/${visit.id}/`, {
      token,
      body: {
        ...publicRequest(me.id, { time_of_receipt: '15:30' }),
        duration: '00:30',
        confirmation: false,
      },
    });
    expect(put.status).toBe(200);
    const mail = await lastMailTo(VISITOR);
    expect(mail?.subject).toBe('Your visit has been moved');
    expect(mail?.text).toContain('15:30');
    const after = invitationOf(mail).events[0];
    expect(after).toMatchObject({ uid: before?.uid, sequence: (before?.sequence ?? 0) + 1 });
    expect((after?.start.getTime() ?? 0) - (before?.start.getTime() ?? 0)).toBe(5_400_000);
  });

  it('refuses another link (403), an unknown visit (404), a cancelled one (410)', async () => {
    const visit = await requestConfirmed(ctx, publicRequest(me.id, { time_of_receipt: '16:30' }), {
      lang: 'en',
    });
    const receipt = await lastMailTo(VISITOR);
    const link = linkOf(receipt, 'reschedule');
    const cancel = linkOf(receipt, 'cancel');
    const wrong = await options(visit.id, cancel.token);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'This reschedule link is not valid.' });
    expect((await move(visit.id, cancel.token, '17:00')).status).toBe(403);
    expect((await options(999_999, link.token)).status).toBe(404);
    // A request still waiting for the specialist moves too; the visitor is told the new time.
    const moved = await move(visit.id, link.token, '17:00');
    expect(appointmentSchema.parse(await moved.json())).toMatchObject({ status: 'new' });
    expect((await lastMailTo(VISITOR))?.attachments ?? []).toEqual([]);
    await send(ctx.app, 'POST', `/en/cabinet/appointment-request/${visit.id}/cancel/`, {
      body: { token: cancel.token },
    });
    const gone = await options(visit.id, link.token);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ detail: 'This visit has been cancelled.' });
    expect((await move(visit.id, link.token, '17:30')).status).toBe(410);
  });
});
