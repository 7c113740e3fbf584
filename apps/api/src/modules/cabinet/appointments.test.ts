import { APPOINTMENT_CONFLICT, appointmentListSchema, appointmentSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

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

  it('confirms one appointment per slot; a second one in the same hour is refused', async () => {
    const a = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: body({ date_of_receipt: '2030-06-01', time_of_receipt: '11:00' }),
        }),
      ),
    );
    const b = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: body({ date_of_receipt: '2030-06-01', time_of_receipt: '11:30' }),
        }),
      ),
    );
    const confirmed = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', `/cabinet/appointment/${a.id}/confirm/`, { token: specialist }),
      ),
    );
    expect(confirmed.confirmation).toBe(true);
    const clash = await send(ctx.app, 'POST', `/cabinet/appointment/${b.id}/confirm/`, {
      token: specialist,
    });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ detail: APPOINTMENT_CONFLICT });
    const newOne = await send(ctx.app, 'POST', '/cabinet/appointment/', {
      token: specialist,
      body: body({ date_of_receipt: '2030-06-01', time_of_receipt: '11:45' }),
    });
    expect(newOne.status).toBe(409);
    // The client always sends confirmation false on edit: that keeps the confirmation.
    const kept = appointmentSchema.parse(
      await json(
        send(ctx.app, 'PUT', `/cabinet/appointment/${a.id}/`, {
          token: specialist,
          body: body({ date_of_receipt: '2030-06-01', time_of_receipt: '11:00' }),
        }),
      ),
    );
    expect(kept.status).toBe('confirmed');
    const cancelled = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', `/cabinet/appointment/${a.id}/cancel/`, { token: specialist }),
      ),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(
      (await send(ctx.app, 'POST', `/cabinet/appointment/${b.id}/confirm/`, { token: specialist }))
        .status,
    ).toBe(200);
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

describe('public appointment request', () => {
  it("is accepted for an active specialist's page, as a new request", async () => {
    const res = await send(ctx.app, 'POST', '/ru/cabinet/appointment-request/', {
      body: {
        doctor: doctorId,
        client_name: 'Олег',
        client_phone: '+37360111222',
        date_of_receipt: '2030-08-01',
        time_of_receipt: '14:00',
      },
    });
    expect(res.status).toBe(201);
    expect(appointmentSchema.parse(await res.json())).toMatchObject({
      status: 'new',
      source: 'page',
      lang: 'ru',
    });
  });

  it('is refused for a hidden page or a taken slot', async () => {
    const hidden = await login(ctx.app, DEMO.hidden);
    const hiddenId = (
      await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token: hidden }))
    ).id;
    const request = {
      client_name: 'Oleg',
      client_phone: '+37360111222',
      date_of_receipt: '2030-08-02',
      time_of_receipt: '10:00',
    };
    expect(
      (
        await send(ctx.app, 'POST', '/ro/cabinet/appointment-request/', {
          body: { ...request, doctor: hiddenId },
        })
      ).status,
    ).toBe(404);
    const a = appointmentSchema.parse(
      await json(
        send(ctx.app, 'POST', '/cabinet/appointment/', {
          token: specialist,
          body: body({
            date_of_receipt: '2030-08-02',
            time_of_receipt: '10:15',
            confirmation: true,
          }),
        }),
      ),
    );
    expect(a.status).toBe('confirmed');
    expect(
      (
        await send(ctx.app, 'POST', '/ro/cabinet/appointment-request/', {
          body: { ...request, doctor: doctorId },
        })
      ).status,
    ).toBe(409);
  });
});
