import { APPOINTMENT_CONFLICT, DEFAULT_TIME_ZONE } from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, products } from './db/schema';
import { visitSpan } from './modules/calendar/visit-time';
import { createBuyer, orderBody } from './test/buyers';
import { DEMO, json, login, send } from './test/helpers';
import { createTestApp } from './test/test-app';

/**
 * Concurrency on a real PostgreSQL (TEST_DATABASE_URL, as `pnpm test:pg` sets it). PGlite is a
 * single connection, so requests there cannot interleave inside the database and a race test
 * would prove nothing: vitest.config.ts leaves this file out of the PGlite run.
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error('race.test.ts needs TEST_DATABASE_URL: run it with `pnpm test:pg`.');
}

describe('races on PostgreSQL', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.database.close());

  it('sells the last unit of stock exactly once to 200 concurrent orders', async () => {
    const { db } = ctx.database;
    await db.update(products).set({ stock: 1 }).where(eq(products.id, 1));
    // 20 buyers (eligible: cosmetology in Moldova), 10 concurrent orders each.
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createBuyer(db, `buyer${i}`)),
    );
    const tokens = buyers.map((b) => b.token);
    const order = orderBody([{ id: 1, cnt: 1 }], 'cash');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(ctx.app, 'POST', '/ro/orders/', { token: tokens[i % 20], body: order }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const [row] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, 1));
    expect(row?.stock).toBe(0);
  });

  it('confirms exactly one of 200 concurrent confirmations of the same slot', async () => {
    const { db } = ctx.database;
    const token = await login(ctx.app, DEMO.specialist);
    const me = await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }));
    const rows = await db
      .insert(appointments)
      .values(
        Array.from({ length: 200 }, (_, i) => {
          // Half-hour visits starting within the same half hour: every two overlap.
          const time = `14:${String(i % 30).padStart(2, '0')}`;
          return {
            doctorId: me.id,
            clientName: `Client ${i}`,
            clientPhone: '+37369000000',
            dateOfReceipt: '2032-03-03',
            timeOfReceipt: time,
            ...visitSpan({
              date: '2032-03-03',
              time,
              minutes: 30,
              timeZone: DEFAULT_TIME_ZONE,
              bufferBefore: 0,
              bufferAfter: 0,
            }),
          };
        }),
      )
      .returning({ id: appointments.id });
    const results = await Promise.all(
      rows.map((r) => send(ctx.app, 'POST', `/cabinet/appointment/${r.id}/confirm/`, { token })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const loser = results.find((r) => r.status === 409);
    expect(await loser?.json()).toEqual({ detail: APPOINTMENT_CONFLICT });
    const confirmed = await db
      .select()
      .from(appointments)
      .where(eq(appointments.status, 'confirmed'));
    expect(confirmed.filter((a) => a.dateOfReceipt === '2032-03-03')).toHaveLength(1);
  });

  /** 20 requests of 60-minute visits at 10:00 and 10:30 on `date` (the journey). */
  async function overlappingHours(doctorId: number, date: string) {
    return ctx.database.db
      .insert(appointments)
      .values(
        Array.from({ length: 20 }, (_, i) => {
          const time = i % 2 ? '10:30' : '10:00';
          return {
            doctorId,
            clientName: `Visitor ${i}`,
            clientPhone: '+37369000000',
            dateOfReceipt: date,
            timeOfReceipt: time,
            duration: '01:00',
            ...visitSpan({
              date,
              time,
              minutes: 60,
              timeZone: 'Europe/Bucharest',
              bufferBefore: 0,
              bufferAfter: 15,
            }),
          };
        }),
      )
      .returning();
  }

  /** The visits of `doctorId` on `date` that ended confirmed. */
  const confirmedOn = async (doctorId: number, date: string) =>
    (
      await ctx.database.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.status, 'confirmed')))
    ).filter((a) => a.dateOfReceipt === date);

  it('confirms exactly one of 20 concurrent overlapping hours at 10:00 and 10:30', async () => {
    const token = await login(ctx.app, DEMO.expertRo);
    const me = await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }));
    const rows = await overlappingHours(me.id, '2032-04-05');
    const results = await Promise.all(
      rows.map((r) => send(ctx.app, 'POST', `/cabinet/appointment/${r.id}/confirm/`, { token })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await confirmedOn(me.id, '2032-04-05')).toHaveLength(1);
  });
});
