import {
  appointmentSchema,
  specialistListSchema,
  takenHoursSchema,
  userWithProfileSchema,
} from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { expertAnaFixture, expertHiddenFixture, visitCancelFixture } from './experts.fixtures';

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
async function call(path: string, body?: unknown) {
  const init = body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) };
  const response = await fetch(`http://localhost/api/${path}`, init);
  return { status: response.status, body: await response.json() };
}

const request = {
  doctor: expertAnaFixture.id,
  client_name: 'Elena',
  client_phone: '+37369123456',
  date_of_receipt: '2030-05-12',
  time_of_receipt: '11:00',
};

describe('the specialists’ mock handlers', () => {
  it('answer the directory, a page and its taken hours in the contract shape', async () => {
    const directory = await call('ro/accounts/users/');
    expect(specialistListSchema.parse(directory.body)).toHaveLength(2);
    const page = await call(`ro/accounts/users/${expertAnaFixture.id}/`);
    expect(userWithProfileSchema.parse(page.body).profile.landing_page_is_active).toBe(true);
    const taken = await call(`ro/accounts/users/${expertAnaFixture.id}/taken-hours/`);
    expect(takenHoursSchema.parse(taken.body).taken).toHaveLength(1);
    expect((await call(`ro/accounts/users/${expertHiddenFixture.id}/`)).status).toBe(404);
  });

  it('accept a request as new, refuse a taken hour with 409, and check the cancel token', async () => {
    const sent = await call('ro/cabinet/appointment-request/', request);
    expect(sent.status).toBe(201);
    expect(appointmentSchema.parse(sent.body).status).toBe('new');
    const taken = await call('ro/cabinet/appointment-request/', {
      ...request,
      time_of_receipt: '10:00',
    });
    expect(taken.status).toBe(409);
    const cancel = `ro/cabinet/appointment-request/${visitCancelFixture.id}/cancel/`;
    expect((await call(cancel, { token: visitCancelFixture.token })).status).toBe(200);
    expect((await call(cancel, { token: 'x'.repeat(20) })).status).toBe(404);
  });
});
