import {
  appointmentSchema,
  publicServiceListSchema,
  slotsAnswerSchema,
  specialistListSchema,
  userWithProfileSchema,
} from '@academy/contract';
import { describe, expect, it } from 'vitest';
import {
  expertAnaFixture,
  expertHiddenFixture,
  goneVisitIdFixture,
  rateLimitedEmailFixture,
  visitCancelFixture,
  visitLinkFixture,
  visitRequestFixture,
} from './experts.fixtures';

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
async function call(path: string, body?: unknown) {
  const init = body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) };
  const response = await fetch(`http://localhost/api/${path}`, init);
  return { status: response.status, body: await response.json() };
}

describe('the specialists’ mock handlers', () => {
  it('answer the directory, a page, its services and free slots in the contract shape', async () => {
    const directory = await call('ro/accounts/users/');
    expect(specialistListSchema.parse(directory.body)).toHaveLength(2);
    const page = await call(`ro/accounts/users/${expertAnaFixture.id}/`);
    expect(userWithProfileSchema.parse(page.body).profile.landing_page_is_active).toBe(true);
    const services = await call(`ro/accounts/users/${expertAnaFixture.id}/services/`);
    expect(publicServiceListSchema.parse(services.body).results).toHaveLength(2);
    const slots = await call(`ro/accounts/users/${expertAnaFixture.id}/slots/?service=5&days=7`);
    const answer = slotsAnswerSchema.parse(slots.body);
    expect(answer).toMatchObject({ time_zone: 'Europe/Chisinau', duration: 60 });
    expect(answer.days.filter((day) => day.slots.length > 0)).toHaveLength(5);
    expect((await call(`ro/accounts/users/${expertHiddenFixture.id}/`)).status).toBe(404);
    expect((await call(`ro/accounts/users/${expertHiddenFixture.id}/slots/`)).status).toBe(404);
  });

  it('accept a request awaiting its e-mail, refuse a taken slot (409), a flood (429), and check the cancel token', async () => {
    const sent = await call('ro/cabinet/appointment-request/', visitRequestFixture);
    expect(sent.status).toBe(201);
    expect(appointmentSchema.parse(sent.body)).toMatchObject({
      status: 'new',
      awaiting_email: true,
    });
    const taken = await call('ro/cabinet/appointment-request/', {
      ...visitRequestFixture,
      time_of_receipt: '10:00',
    });
    expect(taken.status).toBe(409);
    const flood = await call('ro/cabinet/appointment-request/', {
      ...visitRequestFixture,
      client_email: rateLimitedEmailFixture,
    });
    expect(flood.status).toBe(429);
    const cancel = `ro/cabinet/appointment-request/${visitCancelFixture.id}/cancel/`;
    expect((await call(cancel, { token: visitCancelFixture.token })).status).toBe(200);
    expect((await call(cancel, { token: 'x'.repeat(20) })).status).toBe(404);
  });

  it('answer the mail links: confirm, reschedule options and move, with their refusals', async () => {
    const { id, token } = visitLinkFixture;
    const confirm = await call(`ro/cabinet/appointment-request/${id}/confirm-email/`, { token });
    expect(appointmentSchema.parse(confirm.body).status).toBe('confirmed');
    const wrong = await call(`ro/cabinet/appointment-request/${id}/confirm-email/`, {
      token: 'x'.repeat(20),
    });
    expect(wrong.status).toBe(403);
    const options = await call(`ro/cabinet/appointment-request/${id}/reschedule/?token=${token}`);
    expect(slotsAnswerSchema.parse(options.body).days).toHaveLength(7);
    expect(appointmentSchema.parse(options.body.appointment).id).toBe(id);
    const gone = await call(
      `ro/cabinet/appointment-request/${goneVisitIdFixture}/reschedule/?token=${token}`,
    );
    expect(gone.status).toBe(410);
    const path = `ro/cabinet/appointment-request/${id}/reschedule/`;
    const moved = await call(path, {
      token,
      date_of_receipt: '2030-05-14',
      time_of_receipt: '09:00',
    });
    expect(appointmentSchema.parse(moved.body).starts_at).toBe('2030-05-14T06:00:00.000Z');
    const taken = await call(path, {
      token,
      date_of_receipt: '2030-05-13',
      time_of_receipt: '10:00',
    });
    expect(taken.status).toBe(409);
  });
});
