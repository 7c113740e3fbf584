import {
  APPOINTMENT_CONFLICT,
  appointmentSchema,
  profileSchema,
  takenHoursSchema,
} from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, profiles } from '../../db/schema';
import type { Mailer, SentMail } from '../../lib/mailer';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { earliestVisitDate } from './appointments.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let specialist: string;
let expertRo: string;
let ids: Record<'specialist' | 'expertRo' | 'hidden' | 'student', number>;
beforeAll(async () => {
  ctx = await createTestApp();
  const tokens = await Promise.all(
    [DEMO.specialist, DEMO.expertRo, DEMO.hidden, DEMO.student].map((e) => login(ctx.app, e)),
  );
  [specialist = '', expertRo = ''] = tokens;
  const me = await Promise.all(
    tokens.map((token) => json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }))),
  );
  const [s, e, h, st] = me.map((m) => m.id);
  ids = { specialist: s ?? 0, expertRo: e ?? 0, hidden: h ?? 0, student: st ?? 0 };
});
afterAll(() => ctx.database.close());

const VISITOR = 'lidia@example.com';
const request = (doctor: number, extra: Record<string, unknown> = {}) => ({
  doctor,
  client_name: 'Lidia Grosu',
  client_phone: '+37369777888',
  client_email: ' Lidia@Example.com ',
  date_of_receipt: '2030-09-01',
  time_of_receipt: '10:00',
  ...extra,
});
const ask = (lang: string, body: unknown) =>
  send(ctx.app, 'POST', `/${lang}/cabinet/appointment-request/`, { body });
const cancelByLink = (id: number, token: string, lang = 'ro') =>
  send(ctx.app, 'POST', `/${lang}/cabinet/appointment-request/${id}/cancel/`, { body: { token } });
const takenHours = async (doctor: number) =>
  takenHoursSchema.parse(
    await json(send(ctx.app, 'GET', `/ro/accounts/users/${doctor}/taken-hours/`)),
  ).taken;

/** The mails sent to `to`, once the queued ones have gone (the server's worker sends them). */
const mailsTo = async (to: string) => {
  await ctx.sendQueuedMail();
  return ctx.services.mailer.outbox.filter((m) => m.to === to);
};
const lastMailTo = async (to: string) => (await mailsTo(to)).at(-1);
/** The cancel link of a visitor's mail: `/{lang}/visit-cancel/{id}/{token}`. */
function cancelLinkOf(mail: SentMail | undefined) {
  const match = /\/(\w\w)\/visit-cancel\/(\d+)\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error('no cancel link');
  return { lang: match[1], id: Number(match[2]), token: match[3] ?? '' };
}
const calendarOf = (mail: SentMail | undefined) =>
  mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString();
/** The calendar's properties, with its folded lines unfolded (RFC 5545, 3.1). */
function icsProperties(ics: string | undefined) {
  const lines = (ics ?? '').replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
}

describe('taken hours', () => {
  it("lists the hours of a public specialist's confirmed visits from today on", async () => {
    const add = (date: string, time: string, confirmation: boolean) =>
      send(ctx.app, 'POST', '/cabinet/appointment/', {
        token: specialist,
        body: {
          ...request(ids.specialist, { date_of_receipt: date, time_of_receipt: time }),
          confirmation,
        },
      });
    expect((await add('2030-03-04', '11:30', true)).status).toBe(201);
    expect((await add('2030-03-04', '12:00', false)).status).toBe(201);
    expect((await add('2020-03-04', '09:00', true)).status).toBe(201);
    const taken = await takenHours(ids.specialist);
    expect(taken).toContainEqual({ date: '2030-03-04', hour: 11 });
    expect(taken).not.toContainEqual({ date: '2030-03-04', hour: 12 });
    expect(taken.every((t) => t.date >= earliestVisitDate())).toBe(true);
  });

  it('is 404 for a hidden page, a user who is no specialist and an unknown id', async () => {
    for (const id of [ids.hidden, ids.student, 999_999]) {
      const res = await send(ctx.app, 'GET', `/en/accounts/users/${id}/taken-hours/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('a public request and its cancel link', () => {
  it('stores a new request with the e-mail; the specialist and the visitor are told', async () => {
    const res = await ask('en', request(ids.specialist, { client_comments: 'Peeling' }));
    expect(res.status).toBe(201);
    const visit = appointmentSchema.parse(await res.json());
    expect(visit).toMatchObject({
      status: 'new',
      confirmation: false,
      source: 'page',
      lang: 'en',
      client_email: VISITOR,
    });
    const own = await send(ctx.app, 'GET', `/cabinet/appointment/${visit.id}/`, {
      token: specialist,
    });
    expect(appointmentSchema.parse(await own.json()).client_email).toBe(VISITOR);

    const told = await lastMailTo(DEMO.specialist);
    expect(told?.subject).toMatch(/^Cerere nouă de programare/);
    expect(told?.text).toContain('Lidia Grosu');
    expect(told?.text).toContain(VISITOR);
    expect(told?.text).toContain('/ro/dashboard/requests-list');
    const received = await lastMailTo(VISITOR);
    expect(received?.subject).toBe('Your visit request has been received');
    expect(received?.html).toContain('Cancel the visit');
    expect(received?.attachments ?? []).toEqual([]);
    const link = cancelLinkOf(received);
    expect(link).toMatchObject({ lang: 'en', id: visit.id });
    expect(received?.text).toContain(`${ctx.config.publicUrl}/en/visit-cancel/${visit.id}/`);

    const cancelled = await cancelByLink(link.id, link.token, 'en');
    expect(cancelled.status).toBe(200);
    expect(appointmentSchema.parse(await cancelled.json())).toMatchObject({
      id: visit.id,
      status: 'cancelled',
    });
    // Again: the same answer (a second click on the link).
    const again = await cancelByLink(link.id, link.token, 'en');
    expect(again.status).toBe(200);
    expect(appointmentSchema.parse(await again.json()).status).toBe('cancelled');
    // A request that was never confirmed needs no mail to its own visitor.
    expect(await lastMailTo(VISITOR)).toBe(received);
    // The specialist is told once that the hour is free again (not again on the second click).
    const freed = (await mailsTo(DEMO.specialist)).filter((m) =>
      m.subject.startsWith('Vizită anulată'),
    );
    expect(freed).toHaveLength(1);
    expect(freed[0]?.text).toContain('Lidia Grosu');
    expect(freed[0]?.text).toContain('Ora este din nou liberă');
  });

  it('refuses a wrong token (403), an unknown id and a dashboard entry (404)', async () => {
    const visit = appointmentSchema.parse(
      await json(ask('ro', request(ids.specialist, { time_of_receipt: '11:00' }))),
    );
    const { token } = cancelLinkOf(await lastMailTo(VISITOR));
    const wrong = await cancelByLink(visit.id, `${token.slice(0, -2)}xx`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'This cancel link is not valid.' });
    expect((await cancelByLink(visit.id, 'a-wrong-token-of-some-length')).status).toBe(403);
    // Another request's token does not cancel this one.
    const other = appointmentSchema.parse(
      await json(ask('ro', request(ids.specialist, { time_of_receipt: '13:00' }))),
    );
    expect((await cancelByLink(other.id, token)).status).toBe(403);
    expect((await cancelByLink(999_999, token)).status).toBe(404);
    const entry = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: request(ids.specialist, { time_of_receipt: '16:00' }),
        }),
      ),
    );
    expect((await cancelByLink(entry.id, token)).status).toBe(404);
    // Too short for a token: the contract's field error.
    expect((await cancelByLink(visit.id, 'short')).status).toBe(400);
    // A token signed with another key is refused.
    const elsewhere = ctx.withEnv({ SIGNING_SECRET: 'another-secret-of-at-least-32-characters' });
    const res = await elsewhere.request(`/ro/cabinet/appointment-request/${visit.id}/cancel/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(403);
    const still = await send(ctx.app, 'GET', `/cabinet/appointment/${visit.id}/`, {
      token: specialist,
    });
    expect(appointmentSchema.parse(await still.json()).status).toBe('new');
  });

  it('refuses a past date (400) and the cancel link of a visit already past (410)', async () => {
    const past = await ask('ro', request(ids.specialist, { date_of_receipt: '2020-01-01' }));
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ date_of_receipt: ['The date is in the past.'] });
    const visit = appointmentSchema.parse(
      await json(ask('ro', request(ids.specialist, { time_of_receipt: '17:00' }))),
    );
    const { token } = cancelLinkOf(await lastMailTo(VISITOR));
    await ctx.database.db
      .update(appointments)
      .set({ dateOfReceipt: '2020-01-01' })
      .where(eq(appointments.id, visit.id));
    const gone = await cancelByLink(visit.id, token);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ detail: 'This visit has already taken place.' });
  });

  it('a request without an e-mail mails only the specialist', async () => {
    await ctx.sendQueuedMail();
    const before = ctx.services.mailer.outbox.length;
    const res = await ask(
      'ro',
      request(ids.specialist, { client_email: undefined, time_of_receipt: '18:00' }),
    );
    expect(res.status).toBe(201);
    expect(appointmentSchema.parse(await res.json()).client_email).toBe('');
    await ctx.sendQueuedMail();
    expect(ctx.services.mailer.outbox.slice(before).map((m) => m.to)).toEqual([DEMO.specialist]);
    expect(
      (await ask('ro', request(ids.specialist, { client_email: 'not-an-email' }))).status,
    ).toBe(400);
  });
});

describe('confirmation by the specialist', () => {
  it('invites the visitor with an .ics; the cancel route withdraws it with the same UID', async () => {
    const visit = appointmentSchema.parse(
      await json(
        ask(
          'fr',
          request(ids.specialist, { date_of_receipt: '2030-10-02', time_of_receipt: '09:00' }),
        ),
      ),
    );
    const confirm = await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/confirm/`, {
      token: specialist,
    });
    expect(confirm.status).toBe(200);
    const invitation = await lastMailTo(VISITOR);
    expect(invitation?.subject).toBe('Votre rendez-vous est confirmé');
    expect(cancelLinkOf(invitation)).toMatchObject({ lang: 'fr', id: visit.id });
    const ics = icsProperties(calendarOf(invitation));
    expect(ics('METHOD')).toBe('REQUEST');
    const uid = ics('UID');
    expect(uid).toBe(`visit-${visit.id}@127.0.0.1`);
    expect(ics('DTSTART')).toBe('20301002T090000');
    expect(ics('DURATION')).toBe('PT30M');
    expect(ics('STATUS')).toBe('CONFIRMED');
    expect(invitation?.eml).toContain('text/calendar; charset=utf-8; method=REQUEST');
    expect(await takenHours(ids.specialist)).toContainEqual({ date: '2030-10-02', hour: 9 });
    // A second confirmation changes nothing and sends nothing.
    const count = (await mailsTo(VISITOR)).length;
    await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/confirm/`, { token: specialist });
    expect((await mailsTo(VISITOR)).length).toBe(count);

    const cancel = await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/cancel/`, {
      token: specialist,
    });
    expect(cancel.status).toBe(200);
    const withdrawal = await lastMailTo(VISITOR);
    expect(withdrawal?.subject).toBe('Votre rendez-vous a été annulé');
    const cancelled = icsProperties(calendarOf(withdrawal));
    expect(cancelled('METHOD')).toBe('CANCEL');
    expect(cancelled('UID')).toBe(uid);
    expect(cancelled('STATUS')).toBe('CANCELLED');
    expect(Number(cancelled('SEQUENCE'))).toBeGreaterThanOrEqual(Number(ics('SEQUENCE')));
    expect(await takenHours(ids.specialist)).not.toContainEqual({ date: '2030-10-02', hour: 9 });
  });

  it('tells the visitor of a declined request, without a calendar file', async () => {
    const visit = appointmentSchema.parse(
      await json(ask('es', request(ids.specialist, { date_of_receipt: '2030-10-03' }))),
    );
    await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/cancel/`, { token: specialist });
    const mail = await lastMailTo(VISITOR);
    expect(mail?.subject).toBe('Su cita ha sido cancelada');
    expect(mail?.attachments ?? []).toEqual([]);
  });

  it("keeps another specialist's request out of reach (404)", async () => {
    const visit = appointmentSchema.parse(
      await json(ask('ro', request(ids.specialist, { date_of_receipt: '2030-10-04' }))),
    );
    const res = await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/confirm/`, {
      token: expertRo,
    });
    expect(res.status).toBe(404);
  });
});

describe('auto-confirmation', () => {
  const autoConfirm = async (on: boolean) => {
    const me = await json<{ profile_id: number }>(
      send(ctx.app, 'GET', '/auth/users/me/', { token: expertRo }),
    );
    const form = new FormData();
    form.append('auto_confirm_requests', String(on));
    const res = await send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${me.profile_id}/`, {
      token: expertRo,
      form,
    });
    expect(profileSchema.parse(await res.json()).auto_confirm_requests).toBe(on);
  };

  it('confirms a free hour at once, invites the visitor, refuses the hour next (409)', async () => {
    await autoConfirm(true);
    await ctx.database.db
      .update(profiles)
      .set({ lang: 'ru' })
      .where(eq(profiles.userId, ids.expertRo));
    const slot = { date_of_receipt: '2030-11-05', time_of_receipt: '15:00' };
    const res = await ask('ro', request(ids.expertRo, slot));
    expect(res.status).toBe(201);
    const visit = appointmentSchema.parse(await res.json());
    expect(visit).toMatchObject({ status: 'confirmed', confirmation: true });
    expect((await lastMailTo(DEMO.expertRo))?.subject).toMatch(/^Новая заявка на приём/);
    expect((await lastMailTo(DEMO.expertRo))?.text).toContain('подтверждена автоматически');
    const invitation = await lastMailTo(VISITOR);
    expect(invitation?.subject).toBe('Programarea este confirmată');
    expect(icsProperties(calendarOf(invitation))('METHOD')).toBe('REQUEST');
    expect(await takenHours(ids.expertRo)).toContainEqual({ date: '2030-11-05', hour: 15 });

    const clash = await ask('ro', request(ids.expertRo, { ...slot, time_of_receipt: '15:30' }));
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ detail: APPOINTMENT_CONFLICT });

    // The visitor's link frees the hour and withdraws the invitation.
    const link = cancelLinkOf(invitation);
    expect((await cancelByLink(link.id, link.token)).status).toBe(200);
    expect(await takenHours(ids.expertRo)).not.toContainEqual({ date: '2030-11-05', hour: 15 });
    const withdrawal = icsProperties(calendarOf(await lastMailTo(VISITOR)));
    expect(withdrawal('METHOD')).toBe('CANCEL');
    expect(withdrawal('UID')).toBe(`visit-${visit.id}@127.0.0.1`);
    expect((await ask('ro', request(ids.expertRo, slot))).status).toBe(201);
  });

  it('without it, a request stays new', async () => {
    await autoConfirm(false);
    const res = await ask('ro', request(ids.expertRo, { date_of_receipt: '2030-11-06' }));
    expect(appointmentSchema.parse(await res.json()).status).toBe('new');
  });

  it('a request to a hidden page is 404', async () => {
    expect((await ask('ro', request(ids.hidden))).status).toBe(404);
    expect((await ask('ro', request(ids.student))).status).toBe(404);
  });
});

describe('mails never fail a request', () => {
  it('answers 201 while the mail server is down; the mails go once it is back', async () => {
    let down = true;
    const sent: string[] = [];
    const flaky: Mailer = {
      outbox: [],
      send: async (mail) => {
        if (down) throw new Error('SMTP down');
        sent.push(mail.to);
      },
    };
    const other = await createTestApp({}, { mailer: flaky });
    try {
      const res = await other.app.request('/ro/cabinet/appointment-request/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request(ids.specialist, { date_of_receipt: '2030-12-01' })),
      });
      expect(res.status).toBe(201);
      // The worker tries, fails and keeps the mail for a retry.
      expect(await other.sendQueuedMail()).toBe(2);
      expect(sent).toEqual([]);
      down = false;
      // Its retry comes after a delay (1 s in tests): not before.
      expect(await other.sendQueuedMail()).toBe(0);
      await expect
        .poll(() => other.sendQueuedMail().then(() => sent.length), {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(2);
      expect(sent.sort()).toEqual([DEMO.specialist, VISITOR].sort());
    } finally {
      await other.database.close();
    }
  });

  it('rate-limits the cancel link per IP', async () => {
    const limited = ctx.withEnv({ RATE_LIMIT_MAX: '1' });
    const hit = () =>
      limited.request('/ro/cabinet/appointment-request/999999/cancel/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'a-wrong-token-of-some-length' }),
      });
    expect((await hit()).status).toBe(404);
    expect((await hit()).status).toBe(429);
  });
});
