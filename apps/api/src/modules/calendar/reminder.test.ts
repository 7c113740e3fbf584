import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { visitToken } from '../cabinet/visit-link';
import { addDays } from './free-slots';
import { sendDueReminders } from './reminder.service';
import { rescheduleVisit } from './reschedule.service';
import { bookableMonday, mailsTo } from './visit-confirm.fixtures';
import { visitSpan } from './visit-time';

const HOUR = 3_600_000;
const MINUTE = 60_000;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let doctorId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const token = await login(ctx.app, DEMO.specialist);
  doctorId = (await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }))).id;
});
afterAll(() => ctx.database.close());

let visitors = 0;
/**
 * A visit at `time` on `date` in `timeZone`, confirmed `confirmedBefore` ahead of its start
 * (three days by default), with its own visitor's address.
 */
async function visitAt(
  { date = bookableMonday(), time = '10:00', timeZone = 'Europe/Chisinau' } = {},
  extra: Partial<typeof appointments.$inferInsert> & { confirmedBefore?: number } = {},
) {
  const { confirmedBefore = 72 * HOUR, ...columns } = extra;
  const span = visitSpan({ date, time, timeZone, minutes: 30, bufferBefore: 0, bufferAfter: 0 });
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      doctorId,
      clientName: 'Ana Popa',
      clientPhone: '+37369000000',
      clientEmail: `reminded${++visitors}@example.com`,
      dateOfReceipt: date,
      timeOfReceipt: time,
      status: 'confirmed',
      confirmedAt: new Date(span.startsAt.getTime() - confirmedBefore),
      source: 'page',
      lang: 'en',
      ...span,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('no visit');
  return row;
}
const sweep = (now: Date) => sendDueReminders(ctx.database.db, ctx.services.outbox, now);
const aheadOf = (visit: { startsAt: Date }, ms: number) => new Date(visit.startsAt.getTime() - ms);

describe('visit reminders', () => {
  it('sends the 24 h and the 2 h reminder once each, at their moments on the visit’s zone', async () => {
    // 09:00 in Tokyo is midnight in UTC: the moments are instants, whatever the server's clock.
    const visit = await visitAt({ time: '09:00', timeZone: 'Asia/Tokyo' });
    expect(visit.startsAt.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect((await sweep(aheadOf(visit, 24 * HOUR + MINUTE))).reminder24h).not.toContain(visit.id);
    expect((await sweep(aheadOf(visit, 24 * HOUR))).reminder24h).toContain(visit.id);
    expect((await sweep(aheadOf(visit, 23 * HOUR))).reminder24h).not.toContain(visit.id);
    const [day] = await mailsTo(ctx, visit.clientEmail);
    expect(day?.subject).toBe('Tomorrow: your visit with Natalia Moraru');
    expect(day?.text).toContain('09:00 (Japan Standard Time)');
    expect(day?.text).toContain('/en/visit-reschedule/');

    expect((await sweep(aheadOf(visit, 2 * HOUR + MINUTE))).reminder2h).not.toContain(visit.id);
    expect((await sweep(aheadOf(visit, 2 * HOUR))).reminder2h).toContain(visit.id);
    const late = await sweep(aheadOf(visit, HOUR));
    expect([...late.reminder24h, ...late.reminder2h]).not.toContain(visit.id);
    const mails = await mailsTo(ctx, visit.clientEmail);
    expect(mails.map((m) => m.subject)).toEqual([
      'Tomorrow: your visit with Natalia Moraru',
      'Soon: your visit with Natalia Moraru at 09:00 (Japan Standard Time)',
    ]);
  });

  it('goes once when two workers sweep at the same moment', async () => {
    const visit = await visitAt({ time: '11:00' });
    const now = aheadOf(visit, 20 * HOUR);
    const [a, b] = await Promise.all([sweep(now), sweep(now)]);
    const claims = [...(a?.reminder24h ?? []), ...(b?.reminder24h ?? [])];
    expect(claims.filter((id) => id === visit.id)).toHaveLength(1);
    expect(await mailsTo(ctx, visit.clientEmail)).toHaveLength(1);
  });

  it('skips cancelled, unconfirmed and mail-less visits, and moments past at confirmation', async () => {
    const skipped = [
      await visitAt({ time: '12:00' }, { status: 'cancelled' }),
      await visitAt({ time: '12:00' }, { status: 'new', confirmedAt: null }),
      await visitAt({ time: '12:00' }, { status: 'new', awaitingEmail: true, confirmedAt: null }),
      await visitAt({ time: '12:00' }, { clientEmail: '' }),
    ];
    // Confirmed three hours ahead: no 24 h reminder, ever; the 2 h one at its moment.
    const lastMinute = await visitAt({ time: '13:00' }, { confirmedBefore: 3 * HOUR });
    const sweeps = [];
    for (const hours of [24, 20, 3, 2, 1])
      sweeps.push(await sweep(aheadOf(lastMinute, hours * HOUR)));
    const sent24 = sweeps.flatMap((s) => s.reminder24h);
    const sent2 = sweeps.flatMap((s) => s.reminder2h);
    for (const visit of skipped) {
      expect([...sent24, ...sent2]).not.toContain(visit.id);
    }
    expect(sent24).not.toContain(lastMinute.id);
    expect(sent2.filter((id) => id === lastMinute.id)).toHaveLength(1);
  });

  it('starts over for a moved visit, at the moments of its new time', async () => {
    const visit = await visitAt({ time: '15:00' });
    const now = aheadOf(visit, 23 * HOUR);
    expect((await sweep(now)).reminder24h).toContain(visit.id);
    // The visitor moves it a day later through their link.
    const tuesday = addDays(visit.dateOfReceipt, 1);
    const token = visitToken(ctx.config, 'reschedule', visit);
    const body = { token, date_of_receipt: tuesday, time_of_receipt: '15:00' };
    const deps = { db: ctx.database.db, outbox: ctx.services.outbox };
    await rescheduleVisit(deps, ctx.config, visit.id, body, now);
    // At the old 2 h moment nothing is due; at the new 24 h one the reminder goes again.
    const old = await sweep(aheadOf(visit, 2 * HOUR));
    expect([...old.reminder24h, ...old.reminder2h]).not.toContain(visit.id);
    const moved = { startsAt: new Date(visit.startsAt.getTime() + 24 * HOUR) };
    expect((await sweep(aheadOf(moved, 24 * HOUR))).reminder24h).toContain(visit.id);
  });
});
