import { APPOINTMENT_CONFLICT, appointmentListSchema, appointmentSchema } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, profiles } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { addDays } from '../calendar/free-slots';
import {
  addService,
  bookableMonday,
  confirmEmail,
  linkOf,
  mailsTo,
  publicRequest,
  requestConfirmed,
} from '../calendar/visit-confirm.fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let specialist: string;
let ids: Record<'specialist' | 'expertRo' | 'hidden' | 'student', number>;
beforeAll(async () => {
  // Each test's visitor has an address of its own (the daily cap counts 5 per address).
  ctx = await createTestApp({ TRUST_PROXY: '1' });
  const tokens = await Promise.all(
    [DEMO.specialist, DEMO.expertRo, DEMO.hidden, DEMO.student].map((e) => login(ctx.app, e)),
  );
  specialist = tokens[0] ?? '';
  const me = await Promise.all(
    tokens.map((token) => json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }))),
  );
  const [s, e, h, st] = me.map((m) => m.id);
  ids = { specialist: s ?? 0, expertRo: e ?? 0, hidden: h ?? 0, student: st ?? 0 };
});
afterAll(() => ctx.database.close());

const VISITOR = 'lidia@example.com';
let address = 0;
/** A request from a new address (198.51.100.x), as a visitor's browser sends it. */
const ask = (lang: string, body: unknown, ip = `198.51.100.${++address}`) =>
  send(ctx.app, 'POST', `/${lang}/cabinet/appointment-request/`, {
    body,
    headers: { 'x-forwarded-for': ip },
  });
const cancelByLink = (id: number, token: string, lang = 'ro') =>
  send(ctx.app, 'POST', `/${lang}/cabinet/appointment-request/${id}/cancel/`, { body: { token } });
const lastMailTo = async (to: string) => (await mailsTo(ctx, to)).at(-1);
const ownList = async () =>
  (
    await json<{ results: { id: number }[] }>(
      send(ctx.app, 'GET', '/cabinet/appointment/?page_size=500', { token: specialist }),
    )
  ).results.map((r) => r.id);

describe("the specialist's list", () => {
  it('names the service each visit booked, in the five languages (issue 28)', async () => {
    const service = await addService(ctx, ids.specialist, 60);
    const visit = await requestConfirmed(
      ctx,
      publicRequest(ids.specialist, {
        service: service.id,
        client_email: 'serviced@example.com',
        date_of_receipt: bookableMonday(1),
        time_of_receipt: '15:00',
      }),
      { ip: '203.0.113.77' },
    );
    const listed = appointmentListSchema.parse(
      await json(
        send(ctx.app, 'GET', '/cabinet/appointment/?page_size=500', { token: specialist }),
      ),
    ).results;
    const row = listed.find((a) => a.id === visit.id);
    expect(row).toMatchObject({ service: service.id, duration: '01:00' });
    expect(row?.service_name).toEqual(service.name);
    expect(listed.filter((a) => a.service === null).every((a) => a.service_name === null)).toBe(
      true,
    );
  });
});

describe('a public request waits for its e-mail link', () => {
  it('mails only the visitor; the link hands it to the specialist, once', async () => {
    await ctx.sendQueuedMail();
    const before = ctx.services.mailer.outbox.length;
    const body = publicRequest(ids.specialist, {
      client_email: ' Lidia@Example.com ',
      client_comments: 'Peeling',
    });
    const res = await ask('en', body);
    expect(res.status).toBe(201);
    const visit = appointmentSchema.parse(await res.json());
    expect(visit).toMatchObject({ status: 'new', awaiting_email: true, client_email: VISITOR });
    await ctx.sendQueuedMail();
    const sent = ctx.services.mailer.outbox.slice(before);
    expect(sent.map((m) => m.to)).toEqual([VISITOR]);
    expect(sent[0]?.subject).toBe('Confirm your visit request');
    expect(sent[0]?.text).not.toContain('/visit-cancel/');
    expect(await ownList()).not.toContain(visit.id);
    // Not the specialist's to open or confirm by its id either.
    for (const [method, path] of [
      ['GET', `/cabinet/appointment/${visit.id}/`],
      ['POST', `/cabinet/appointment/${visit.id}/confirm/`],
    ] as const) {
      expect((await send(ctx.app, method, path, { token: specialist })).status).toBe(404);
    }

    const link = linkOf(sent[0], 'confirm');
    expect(link).toMatchObject({ lang: 'en', id: visit.id });
    const confirmed = await confirmEmail(ctx, link.id, link.token, 'en');
    expect(confirmed.status).toBe(200);
    expect(appointmentSchema.parse(await confirmed.json())).toMatchObject({
      status: 'new',
      awaiting_email: false,
    });
    expect(await ownList()).toContain(visit.id);
    const told = await lastMailTo(DEMO.specialist);
    expect(told?.subject).toMatch(/^Cerere nouă de programare/);
    expect(told?.text).toContain('Lidia Grosu');
    expect(told?.text).toMatch(/10:00 \(Ora Europei de Est\)/);
    const received = await lastMailTo(VISITOR);
    expect(received?.subject).toBe('Your visit request has been received');
    expect(received?.attachments ?? []).toEqual([]);
    expect(linkOf(received, 'cancel').id).toBe(visit.id);
    expect(linkOf(received, 'reschedule').id).toBe(visit.id);
    expect(received?.html).toContain('Move the visit');

    // Again (a second click): the same answer, no mail.
    const count = ctx.services.mailer.outbox.length;
    const again = await confirmEmail(ctx, link.id, link.token, 'en');
    expect(appointmentSchema.parse(await again.json()).awaiting_email).toBe(false);
    await ctx.sendQueuedMail();
    expect(ctx.services.mailer.outbox.length).toBe(count);
  });

  it('is cancelled by its link once; the specialist is told the hour is free', async () => {
    const visit = await requestConfirmed(
      ctx,
      publicRequest(ids.specialist, { time_of_receipt: '11:00' }),
    );
    const link = linkOf(await lastMailTo(VISITOR), 'cancel');
    for (let click = 0; click < 2; click++) {
      const res = await cancelByLink(link.id, link.token);
      expect(res.status).toBe(200);
      expect(appointmentSchema.parse(await res.json())).toMatchObject({
        id: visit.id,
        status: 'cancelled',
      });
    }
    const freed = (await mailsTo(ctx, DEMO.specialist)).filter(
      (m) => m.subject.startsWith('Vizită anulată') && m.text.includes('Ora este din nou liberă'),
    );
    expect(freed).toHaveLength(1);
  });

  it('refuses a wrong token (403), an unknown id and a dashboard entry (404)', async () => {
    const res = await ask('ro', publicRequest(ids.specialist, { time_of_receipt: '12:00' }));
    const visit = appointmentSchema.parse(await res.json());
    const { token } = linkOf(await lastMailTo(VISITOR), 'confirm');
    const wrong = await confirmEmail(ctx, visit.id, `${token.slice(0, -2)}xx`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'This confirmation link is not valid.' });
    // A confirmation token is no cancel token.
    expect((await cancelByLink(visit.id, token)).status).toBe(403);
    expect((await confirmEmail(ctx, 999_999, token)).status).toBe(404);
    const entry = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: publicRequest(ids.specialist, { time_of_receipt: '16:00' }),
        }),
      ),
    );
    expect((await confirmEmail(ctx, entry.id, token)).status).toBe(404);
    expect((await confirmEmail(ctx, visit.id, 'short')).status).toBe(400);
    const elsewhere = ctx.withEnv({ SIGNING_SECRET: 'another-secret-of-at-least-32-characters' });
    const signedElsewhere = await elsewhere.request(
      `/ro/cabinet/appointment-request/${visit.id}/confirm-email/`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      },
    );
    expect(signedElsewhere.status).toBe(403);
    expect(await ownList()).not.toContain(visit.id);
  });

  it('offers only the page’s slots; a passed start answers 410', async () => {
    const saturday = addDays(bookableMonday(), -2);
    const dayOff = await ask('ro', publicRequest(ids.specialist, { date_of_receipt: saturday }));
    expect(dayOff.status).toBe(400);
    const past = await ask('ro', publicRequest(ids.specialist, { date_of_receipt: '2020-01-06' }));
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ time_of_receipt: ['This time is not offered.'] });
    const offGrid = await ask('ro', publicRequest(ids.specialist, { time_of_receipt: '10:10' }));
    expect(offGrid.status).toBe(400);
    expect((await ask('ro', publicRequest(ids.specialist, { client_email: '' }))).status).toBe(400);

    const res = await ask('ro', publicRequest(ids.specialist, { time_of_receipt: '17:00' }));
    const visit = appointmentSchema.parse(await res.json());
    const { token } = linkOf(await lastMailTo(VISITOR), 'confirm');
    const passed = new Date(Date.now() - 3_600_000);
    await ctx.database.db
      .update(appointments)
      .set({ startsAt: passed })
      .where(eq(appointments.id, visit.id));
    const gone = await confirmEmail(ctx, visit.id, token);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ detail: 'The time of this visit has passed.' });
  });

  it('is 404 for a hidden page or a user who is no specialist', async () => {
    expect((await ask('ro', publicRequest(ids.hidden))).status).toBe(404);
    expect((await ask('ro', publicRequest(ids.student))).status).toBe(404);
  });
});

describe('auto-confirmation at the e-mail link', () => {
  it('confirms the first link opened; the overlapping one stays new and answers 409', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ autoConfirmRequests: true, lang: 'ru' })
      .where(eq(profiles.userId, ids.specialist));
    const slot = { date_of_receipt: bookableMonday(2), time_of_receipt: '14:00' };
    // Two visitors ask for 14:00 before either opens their link: no slot is held until then.
    const [first, second] = ['first@example.com', 'second@example.com'];
    for (const email of [first, second]) {
      expect(
        (await ask('ro', publicRequest(ids.specialist, { ...slot, client_email: email }))).status,
      ).toBe(201);
    }
    const links = await Promise.all(
      [first, second].map(async (email) => linkOf(await lastMailTo(email), 'confirm')),
    );
    const [a, b] = links;
    const won = await confirmEmail(ctx, a?.id ?? 0, a?.token ?? '');
    expect(appointmentSchema.parse(await won.json())).toMatchObject({
      status: 'confirmed',
      confirmation: true,
    });
    expect((await lastMailTo(DEMO.specialist))?.text).toContain('подтверждена автоматически');
    const invitation = await lastMailTo(first);
    expect(invitation?.subject).toBe('Programarea este confirmată');
    expect(invitation?.attachments?.[0]?.contentType).toContain('method=REQUEST');

    const lost = await confirmEmail(ctx, b?.id ?? 0, b?.token ?? '');
    expect(lost.status).toBe(409);
    expect(await lost.json()).toEqual({ detail: APPOINTMENT_CONFLICT });
    // The specialist still sees it, as a new request; its visitor may move it by their link.
    expect(await ownList()).toContain(b?.id);
    const receipt = await lastMailTo(second);
    expect(receipt?.subject).toBe('Cererea de programare a fost primită');
    expect(linkOf(receipt, 'reschedule').id).toBe(b?.id);
    // A request for the taken slot is refused at once now.
    expect((await ask('ro', publicRequest(ids.specialist, slot))).status).toBe(409);
    await ctx.database.db
      .update(profiles)
      .set({ autoConfirmRequests: false })
      .where(eq(profiles.userId, ids.specialist));
  });
});

describe('mails never fail a request', () => {
  it('answers 201 while the mail server is down; the mail goes once it is back', async () => {
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
        body: JSON.stringify(publicRequest(ids.specialist)),
      });
      expect(res.status).toBe(201);
      // The worker tries, fails and keeps the mail for a retry.
      expect(await other.sendQueuedMail()).toBe(1);
      expect(sent).toEqual([]);
      down = false;
      await expect
        .poll(() => other.sendQueuedMail().then(() => sent.length), {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(1);
      expect(sent).toEqual([VISITOR]);
    } finally {
      await other.database.close();
    }
  });

  it('rate-limits the links per IP', async () => {
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
