import {
  APPOINTMENT_CONFLICT,
  appointmentListSchema,
  appointmentSchema,
  profileSchema,
} from '@academy/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentFreeFixture, appointmentTakenFixture } from './appointments.fixtures';
import { resetAppointmentsMock } from './appointments.handlers';
import { meFixture, profileFixture, sessionFixture } from './fixtures';

const token = { Authorization: `Token ${sessionFixture.token}` };

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`http://localhost/api/${path}`, {
    ...init,
    headers: { ...token, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: await response.json() };
}

const visit = {
  client_name: 'Lidia Grosu',
  client_phone: '+37360111222',
  client_comments: '-',
  date_of_receipt: '2026-11-27',
  time_of_receipt: '12:00',
  confirmation: false,
  doctor: meFixture.id,
  lang: 'ro',
  duration: '00:30',
};

describe('the specialist’s appointment mock handlers', () => {
  beforeEach(() => resetAppointmentsMock());

  it('list the own appointments in the contract shape, only with the token', async () => {
    const list = await call('cabinet/appointment/?page_size=500');
    expect(appointmentListSchema.parse(list.body).results.length).toBeGreaterThan(3);
    expect((await call('cabinet/appointment/', { headers: { Authorization: '' } })).status).toBe(
      401,
    );
  });

  it('confirm a free hour, refuse a taken one with the conflict, cancel', async () => {
    const confirmed = await call(`cabinet/appointment/${appointmentFreeFixture.id}/confirm/`, {
      method: 'POST',
    });
    expect(appointmentSchema.parse(confirmed.body).status).toBe('confirmed');
    const taken = await call(`cabinet/appointment/${appointmentTakenFixture.id}/confirm/`, {
      method: 'POST',
    });
    expect(taken).toEqual({ status: 409, body: { detail: APPOINTMENT_CONFLICT } });
    const cancelled = await call(`cabinet/appointment/${appointmentTakenFixture.id}/cancel/`, {
      method: 'POST',
    });
    expect(appointmentSchema.parse(cancelled.body).status).toBe('cancelled');
    expect((await call('cabinet/appointment/999/cancel/', { method: 'POST' })).status).toBe(404);
  });

  it('add and edit a visit, refusing a confirmed hour and another calendar', async () => {
    const added = await call('cabinet/appointment/', {
      method: 'POST',
      body: JSON.stringify(visit),
    });
    expect(added.status).toBe(201);
    const created = appointmentSchema.parse(added.body);
    expect(created).toMatchObject({ status: 'new', client_name: 'Lidia Grosu' });
    const edited = await call(`cabinet/appointment/${created.id}/`, {
      method: 'PUT',
      body: JSON.stringify({ ...visit, client_name: 'Lidia Grosu-Rusu' }),
    });
    expect(appointmentSchema.parse(edited.body).client_name).toBe('Lidia Grosu-Rusu');
    const clash = await call('cabinet/appointment/', {
      method: 'POST',
      body: JSON.stringify({ ...visit, date_of_receipt: '2026-11-26', time_of_receipt: '10:15' }),
    });
    expect(clash.status).toBe(409);
    const other = await call('cabinet/appointment/', {
      method: 'POST',
      body: JSON.stringify({ ...visit, doctor: meFixture.id + 1 }),
    });
    expect(other.status).toBe(403);
  });

  it('save the profile’s auto_confirm_requests', async () => {
    const form = new FormData();
    form.append('auto_confirm_requests', 'true');
    const response = await fetch(
      `http://localhost/api/ro/accounts/user_profile/${profileFixture.id}/`,
      { method: 'PATCH', body: form, headers: token },
    );
    expect(profileSchema.parse(await response.json()).auto_confirm_requests).toBe(true);
  });
});
