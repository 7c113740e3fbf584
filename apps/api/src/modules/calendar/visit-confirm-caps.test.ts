import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import {
  DAILY_CAP_MESSAGE,
  DAILY_UNCONFIRMED_PER_SPECIALIST,
} from '../cabinet/visit-requests.service';
import { bookableMonday, publicRequest } from './visit-confirm.fixtures';
import { visitSpan } from './visit-time';

/** Anonymous requests cannot flood a page or a mailbox (issue 28): daily caps, answered 429. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let doctors: number[];
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1' });
  doctors = await Promise.all(
    [DEMO.specialist, DEMO.expertRo].map(async (email) => {
      const token = await login(ctx.app, email);
      return (await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }))).id;
    }),
  );
});
afterAll(() => ctx.database.close());

const ask = (body: unknown, ip: string) =>
  send(ctx.app, 'POST', '/ro/cabinet/appointment-request/', {
    body,
    headers: { 'x-forwarded-for': ip },
  });

/** `count` requests of `doctorId` stored as a visitor's would be, `created` then. */
function storeRequests(
  doctorId: number,
  count: number,
  extra: { awaitingEmail: boolean; created?: Date },
) {
  const date = bookableMonday(1);
  const span = visitSpan({
    date,
    time: '09:00',
    minutes: 30,
    timeZone: 'Europe/Bucharest',
    bufferBefore: 0,
    bufferAfter: 0,
  });
  return ctx.database.db.insert(appointments).values(
    Array.from({ length: count }, () => ({
      doctorId,
      clientName: 'Flood',
      clientPhone: '+37369000000',
      clientEmail: 'flood@example.com',
      dateOfReceipt: date,
      timeOfReceipt: '09:00',
      source: 'page',
      ...span,
      ...extra,
    })),
  );
}

describe('daily caps on public requests', () => {
  it('takes 5 requests a day from one address, then answers 429', async () => {
    const [specialist = 0] = doctors;
    const body = publicRequest(specialist, { time_of_receipt: '15:00' });
    for (let i = 0; i < 5; i++) expect((await ask(body, '192.0.2.77')).status).toBe(201);
    const sixth = await ask(body, '192.0.2.77');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ detail: DAILY_CAP_MESSAGE });
    expect((await ask(body, '192.0.2.78')).status).toBe(201);
  });

  it("counts a specialist's requests still waiting for their link, of the last day", async () => {
    const [, expertRo = 0] = doctors;
    // Neither a request whose link was opened nor one of yesterday counts.
    await storeRequests(expertRo, 10, { awaitingEmail: false });
    await storeRequests(expertRo, 10, {
      awaitingEmail: true,
      created: new Date(Date.now() - 25 * 3_600_000),
    });
    await storeRequests(expertRo, DAILY_UNCONFIRMED_PER_SPECIALIST - 1, { awaitingEmail: true });
    expect((await ask(publicRequest(expertRo), '192.0.2.90')).status).toBe(201);
    const full = await ask(publicRequest(expertRo), '192.0.2.91');
    expect(full.status).toBe(429);
    expect(await full.json()).toEqual({ detail: DAILY_CAP_MESSAGE });
    // Another specialist's page still takes requests.
    expect((await ask(publicRequest(doctors[0] ?? 0), '192.0.2.92')).status).toBe(201);
  });
});
