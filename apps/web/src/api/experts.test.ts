import { describe, expect, it } from 'vitest';
import { expertAnaFixture, rateLimitedEmailFixture } from '../mocks/experts.fixtures';
import { experts } from './experts';

const request = {
  doctor: expertAnaFixture.id,
  client_name: 'Elena',
  client_phone: '+37369123456',
  client_email: 'elena@example.md',
  date_of_receipt: '2030-05-13',
  time_of_receipt: '11:00',
};

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
describe('experts', () => {
  it('tells a sent request from a taken slot (409) and a flood (429)', async () => {
    expect(await experts.sendVisitRequest('ro', request)).toEqual({ outcome: 'sent' });
    expect(await experts.sendVisitRequest('ro', { ...request, time_of_receipt: '10:00' })).toEqual({
      outcome: 'slotTaken',
    });
    expect(
      await experts.sendVisitRequest('ro', { ...request, client_email: rateLimitedEmailFixture }),
    ).toEqual({ outcome: 'tooMany' });
  });
});
