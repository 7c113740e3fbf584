import { describe, expect, it } from 'vitest';
import { expertAnaFixture, expertHiddenFixture } from '../mocks/experts.fixtures';
import { expertCalendar } from './expert-calendar';

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
describe('expertCalendar', () => {
  it('gives a published specialist’s services, and none for one the API does not show (404)', async () => {
    expect(await expertCalendar.services('ro', expertAnaFixture.id)).toHaveLength(2);
    expect(await expertCalendar.services('ro', expertHiddenFixture.id)).toEqual([]);
  });

  it('asks the free slots of a page of days for a service', async () => {
    const answer = await expertCalendar.slots('ro', {
      doctor: expertAnaFixture.id,
      service: 6,
      from: '2030-05-20',
      days: 3,
    });
    expect(answer.duration).toBe(90);
    expect(answer.days.map((day) => day.date)).toEqual(['2030-05-20', '2030-05-21', '2030-05-22']);
  });
});
