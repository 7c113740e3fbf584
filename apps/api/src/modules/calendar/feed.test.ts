import { availabilityAnswerSchema, calendarFeedSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { parseCalendar } from './feed.fixtures';
import { addDays, wallClock } from './free-slots';
import { addService, bookableMonday } from './visit-confirm.fixtures';
import { visitSpan } from './visit-time';

const INJECTED = 'Dr X\r\nATTENDEE;CN=x:mailto:victim@example.test';
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let doctorId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, DEMO.specialist);
  doctorId = (await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }))).id;
});
afterAll(() => ctx.database.close());

/** The API path of a feed address (`{publicUrl}/api/calendar/{token}/` → `/calendar/{token}/`). */
const feedPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

/** A visit of the specialist at `date` 10:00 on their clock (Chisinau), as stored. */
async function visitOn(date: string, extra: Partial<typeof appointments.$inferInsert> = {}) {
  const span = visitSpan({
    date,
    time: '10:00',
    minutes: 45,
    timeZone: 'Europe/Chisinau',
    bufferBefore: 0,
    bufferAfter: 0,
  });
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      doctorId,
      clientName: 'Irina Rusu',
      clientPhone: '+37369111222',
      dateOfReceipt: date,
      timeOfReceipt: '10:00',
      status: 'confirmed',
      ...span,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no visit');
  return row;
}

describe('the private calendar feed', () => {
  it("gives a phone the specialist's confirmed visits in their zone, from 30 days ago", async () => {
    const today = wallClock(new Date(), 'Europe/Chisinau').date;
    const service = await addService(ctx, doctorId, 45);
    const ahead = await visitOn(bookableMonday(), { serviceId: service.id });
    const recent = await visitOn(addDays(today, -20));
    const injected = await visitOn(addDays(today, 3), { clientName: INJECTED });
    const old = await visitOn(addDays(today, -40));
    const unconfirmed = await visitOn(addDays(today, 4), { status: 'new' });
    const answer = availabilityAnswerSchema.parse(
      await json(send(ctx.app, 'GET', '/cabinet/availability/', { token })),
    );
    const res = await send(ctx.app, 'GET', feedPath(answer.feed_url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ics = await res.text();
    const feed = parseCalendar(ics);
    expect(feed.zones).toEqual(['Europe/Chisinau']);
    const uids = feed.events.map((e) => e.uid);
    for (const shown of [ahead, recent, injected])
      expect(uids).toContain(`visit-${shown.id}@127.0.0.1`);
    for (const hidden of [old, unconfirmed])
      expect(uids).not.toContain(`visit-${hidden.id}@127.0.0.1`);
    const event = feed.events.find((e) => e.uid === `visit-${ahead.id}@127.0.0.1`);
    expect(event).toMatchObject({ summary: 'Irina Rusu · Consultație', zone: 'Europe/Chisinau' });
    expect(event?.start.toISOString()).toBe(ahead.startsAt.toISOString());
    expect((event?.end.getTime() ?? 0) - (event?.start.getTime() ?? 0)).toBe(45 * 60_000);
    expect(event?.description).toContain('Telefon: +37369111222');
    // The injected name stays in its summary: the feed has no attendee line at all.
    expect(ics).not.toMatch(/\r\nATTENDEE/);
    expect(feed.events.find((e) => e.uid.startsWith(`visit-${injected.id}@`))?.summary).toBe(
      'Dr X\nATTENDEE;CN=x:mailto:victim@example.test',
    );
    // The address is upper-case hex; the same secret typed in lower case opens it too.
    expect((await send(ctx.app, 'GET', feedPath(answer.feed_url).toLowerCase())).status).toBe(200);
  });

  it('answers 404 for an unknown address and for the old one once regenerated', async () => {
    const before = availabilityAnswerSchema.parse(
      await json(send(ctx.app, 'GET', '/cabinet/availability/', { token })),
    ).feed_url;
    expect((await send(ctx.app, 'GET', `/calendar/${'A'.repeat(40)}/`)).status).toBe(404);
    const renewed = calendarFeedSchema.parse(
      await json(send(ctx.app, 'POST', '/cabinet/availability/feed/', { token })),
    ).feed_url;
    expect(renewed).not.toBe(before);
    expect((await send(ctx.app, 'GET', feedPath(before))).status).toBe(404);
    expect((await send(ctx.app, 'GET', feedPath(renewed))).status).toBe(200);
  });
});
