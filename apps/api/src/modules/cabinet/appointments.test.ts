import { APPOINTMENT_CONFLICT, appointmentListSchema, appointmentSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { guardSlot } from './appointments.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let specialist: string;
let student: string;
let doctorId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [specialist, student] = await Promise.all([
    login(ctx.app, DEMO.specialist),
    login(ctx.app, DEMO.student),
  ]);
  doctorId = (
    await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token: specialist }))
  ).id;
});
afterAll(() => ctx.database.close());

const body = (extra: Record<string, unknown> = {}) => ({
  client_name: 'Lidia Grosu',
  client_phone: '+37369777888',
  client_comments: 'comment',
  time_of_receipt: '09:00',
  date_of_receipt: '2030-05-10',
  confirmation: false,
  doctor: doctorId,
  lang: 'ro',
  ...extra,
});

/** A new visit written in by the specialist; its id. */
const add = async (extra: Record<string, unknown>) =>
  appointmentSchema.parse(
    await json(
      send(ctx.app, 'POST', '/cabinet/appointment/', { token: specialist, body: body(extra) }),
    ),
  ).id;

/** The specialist's availability as it is, with `after` minutes kept free after each visit. */
async function keepAfterEachVisit(after: number) {
  const { feed_url, ...hours } = await json<Record<string, unknown>>(
    send(ctx.app, 'GET', '/cabinet/availability/', { token: specialist }),
  );
  const saved = await send(ctx.app, 'PUT', '/cabinet/availability/', {
    token: specialist,
    body: { ...hours, buffer_before: 0, buffer_after: after },
  });
  expect(saved.status).toBe(200);
}

/** The status of the specialist's confirmation of visit `id`. */
const confirm = async (id: number) =>
  (await send(ctx.app, 'POST', `/cabinet/appointment/${id}/confirm/`, { token: specialist }))
    .status;

describe('appointments of the specialist', () => {
  it('creates with POST, edits with PUT, lists by date', async () => {
    const created = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', { token: specialist, body: body() }),
      ),
    );
    expect(created).toMatchObject({
      status: 'new',
      confirmation: false,
      time_of_receipt: '09:00',
      duration: '00:30',
    });
    const edited = appointmentSchema.parse(
      await json(
        send(ctx.app, 'PUT', `/cabinet/appointment/${created.id}/`, {
          token: specialist,
          body: body({ time_of_receipt: '09:30:00' }),
        }),
      ),
    );
    expect(edited.time_of_receipt).toBe('09:30');
    const list = appointmentListSchema.parse(
      await json(
        send(ctx.app, 'GET', '/cabinet/appointment/?date_from=2030-05-10&date_to=2030-05-10', {
          token: specialist,
        }),
      ),
    );
    expect(list.results.map((a) => a.id)).toEqual([created.id]);
  });

  it('confirms visits that do not overlap by their durations; an overlapping one is 409', async () => {
    // Without a buffer (the demo specialist has one), two half hours back to back both hold.
    await keepAfterEachVisit(0);
    const early = await add({ date_of_receipt: '2030-06-03', time_of_receipt: '10:00' });
    const late = await add({ date_of_receipt: '2030-06-03', time_of_receipt: '10:30' });
    expect(await confirm(early)).toBe(200);
    expect(await confirm(late)).toBe(200);
    // An hour at 10:00 and an hour at 10:30 overlap: the second is refused with spec 5's message.
    const hour = await add({
      date_of_receipt: '2030-06-01',
      time_of_receipt: '10:00',
      duration: '01:00',
    });
    const clash = await add({
      date_of_receipt: '2030-06-01',
      time_of_receipt: '10:30',
      duration: '01:00',
    });
    expect(await confirm(hour)).toBe(200);
    const refused = await send(ctx.app, 'POST', `/cabinet/appointment/${clash}/confirm/`, {
      token: specialist,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: APPOINTMENT_CONFLICT });
    const confirmedNew = await send(ctx.app, 'POST', '/cabinet/appointment/', {
      token: specialist,
      body: body({ date_of_receipt: '2030-06-01', time_of_receipt: '10:45', confirmation: true }),
    });
    expect(confirmedNew.status).toBe(409);
    // Moving the confirmed hour onto another confirmed visit is refused as well.
    const moved = await send(ctx.app, 'PUT', `/cabinet/appointment/${hour}/`, {
      token: specialist,
      body: body({ date_of_receipt: '2030-06-03', time_of_receipt: '09:30', duration: '01:00' }),
    });
    expect(moved.status).toBe(409);
    // The client always sends confirmation false on edit: that keeps the confirmation.
    const kept = appointmentSchema.parse(
      await json(
        send(ctx.app, 'PUT', `/cabinet/appointment/${hour}/`, {
          token: specialist,
          body: body({
            date_of_receipt: '2030-06-01',
            time_of_receipt: '10:00',
            duration: '01:00',
          }),
        }),
      ),
    );
    expect(kept.status).toBe('confirmed');
    const cancelled = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', `/cabinet/appointment/${hour}/cancel/`, { token: specialist }),
      ),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await confirm(clash)).toBe(200);
  });

  it("keeps the specialist's buffers between visits, and no working-hours rule by hand", async () => {
    await keepAfterEachVisit(15);
    // 12:00–12:30 holds until 12:45 with its buffer: 12:30 is refused, 12:45 fits.
    const at = async (time: string) =>
      (
        await send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: body({ date_of_receipt: '2030-06-04', time_of_receipt: time, confirmation: true }),
        })
      ).status;
    expect(await at('12:00')).toBe(201);
    expect(await at('12:30')).toBe(409);
    expect(await at('12:45')).toBe(201);
    // A Sunday at 22:00 is outside the working week: the specialist may still write it in.
    const sunday = await send(ctx.app, 'POST', '/cabinet/appointment/', {
      token: specialist,
      body: body({ date_of_receipt: '2030-06-09', time_of_receipt: '22:00', confirmation: true }),
    });
    expect(sunday.status).toBe(201);
  });

  it("keeps others out: another doctor's calendar is 403, another user's appointment 404", async () => {
    const own = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: body({ date_of_receipt: '2030-07-01' }),
        }),
      ),
    );
    const studentId = (
      await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token: student }))
    ).id;
    expect(
      (await send(ctx.app, 'POST', '/cabinet/appointment/', { token: student, body: body() }))
        .status,
    ).toBe(403);
    expect(
      (
        await send(ctx.app, 'PUT', `/cabinet/appointment/${own.id}/`, {
          token: student,
          body: body({ doctor: studentId }),
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(ctx.app, 'POST', `/cabinet/appointment/${own.id}/confirm/`, { token: student }))
        .status,
    ).toBe(404);
    expect(
      (await send(ctx.app, 'GET', `/cabinet/appointment/${own.id}/`, { token: student })).status,
    ).toBe(404);
    const theirs = appointmentListSchema.parse(
      await json(send(ctx.app, 'GET', '/cabinet/appointment/', { token: student })),
    );
    expect(theirs.count).toBe(0);
    expect((await send(ctx.app, 'POST', '/cabinet/appointment/', { body: body() })).status).toBe(
      401,
    );
  });
});

describe('a write that may confirm a visit', () => {
  const failure = (code: string, constraint?: string) =>
    Object.assign(new Error('failed query'), { cause: { code, constraint } });

  it('runs again when PostgreSQL made it a deadlock victim, then gives up', async () => {
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(failure('40P01')) : Promise.resolve('written');
    };
    await expect(guardSlot(flaky)).resolves.toBe('written');
    expect(calls).toBe(3);
    const stuck = () => Promise.reject(failure('40P01'));
    await expect(guardSlot(stuck)).rejects.toThrow('failed query');
  });

  it("answers the overlap constraint's violation with spec 5's conflict", async () => {
    const overlap = () => Promise.reject(failure('23P01', 'appointments_confirmed_overlap'));
    await expect(guardSlot(overlap)).rejects.toMatchObject({
      status: 409,
      detail: APPOINTMENT_CONFLICT,
    });
  });
});
