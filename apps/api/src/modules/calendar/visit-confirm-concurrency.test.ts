import { APPOINTMENT_CONFLICT, appointmentSchema } from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, profiles } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import {
  addService,
  bookableMonday,
  confirmEmail,
  linkOf,
  publicRequest,
} from './visit-confirm.fixtures';

/**
 * The journey: visitors book overlapping 60-minute visits at 10:00 and 10:30 on a page
 * that auto-confirms, and open their links at the same moment: exactly one visit is confirmed.
 * Runs on PGlite (one connection: the confirmations queue up) and on PostgreSQL (`pnpm test:pg`:
 * they interleave, and the exclusion constraint alone decides).
 */
describe('visitors confirming overlapping visits at once', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.database.close());

  it('confirms exactly one of 20; the 19 others answer 409 and stay new requests', async () => {
    const { db } = ctx.database;
    const token = await login(ctx.app, DEMO.expertRo);
    const me = await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }));
    await db.update(profiles).set({ autoConfirmRequests: true }).where(eq(profiles.userId, me.id));
    const service = await addService(ctx, me.id, 60);
    const date = bookableMonday(1);
    const visitors = Array.from({ length: 20 }, (_, i) => `visitor${i}@example.com`);
    for (const [i, email] of visitors.entries()) {
      const res = await send(ctx.app, 'POST', '/ro/cabinet/appointment-request/', {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: publicRequest(me.id, {
          client_email: email,
          service: service.id,
          date_of_receipt: date,
          time_of_receipt: i % 2 ? '10:30' : '10:00',
        }),
      });
      expect(res.status).toBe(201);
    }
    await ctx.sendQueuedMail();
    const links = visitors.map((email) =>
      linkOf(
        ctx.services.mailer.outbox.findLast((m) => m.to === email),
        'confirm',
      ),
    );
    const results = await Promise.all(links.map((l) => confirmEmail(ctx, l.id, l.token)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = appointmentSchema.parse(await results[statuses.indexOf(200)]?.json());
    expect(winner).toMatchObject({ status: 'confirmed', duration: '01:00' });
    expect(await results[statuses.indexOf(409)]?.json()).toEqual({ detail: APPOINTMENT_CONFLICT });
    const rows = await db
      .select({ status: appointments.status, awaiting: appointments.awaitingEmail })
      .from(appointments)
      .where(and(eq(appointments.doctorId, me.id), eq(appointments.dateOfReceipt, date)));
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'new')).toHaveLength(19);
    expect(rows.every((r) => !r.awaiting)).toBe(true);
  });
});
