import { describe, expect, it } from 'vitest';
import {
  expertAnaFixture,
  expertHiddenFixture,
  rateLimitedEmailFixture,
} from '../mocks/experts.fixtures';
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
  it('gives a published specialist’s services, and none for one the API does not show (404)', async () => {
    expect(await experts.services('ro', expertAnaFixture.id)).toHaveLength(2);
    expect(await experts.services('ro', expertHiddenFixture.id)).toEqual([]);
  });

  it('asks the free slots of a page of days for a service', async () => {
    const answer = await experts.slots('ro', {
      doctor: expertAnaFixture.id,
      service: 6,
      from: '2030-05-20',
      days: 3,
    });
    expect(answer.duration).toBe(90);
    expect(answer.days.map((day) => day.date)).toEqual(['2030-05-20', '2030-05-21', '2030-05-22']);
  });

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
