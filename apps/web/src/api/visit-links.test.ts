import { describe, expect, it } from 'vitest';
import {
  goneVisitIdFixture,
  receivedVisitIdFixture,
  visitLinkFixture,
} from '../mocks/experts.fixtures';
import { visitLinks } from './visit-links';

const { id, token } = visitLinkFixture;

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
describe('visitLinks', () => {
  it('confirms: confirmed at once, received, or a refused link', async () => {
    expect(await visitLinks.confirmEmail('ro', { id, token })).toMatchObject({
      outcome: 'confirmed',
      visit: { id },
    });
    expect(
      await visitLinks.confirmEmail('ro', { id: receivedVisitIdFixture, token }),
    ).toMatchObject({ outcome: 'received' });
    expect(await visitLinks.confirmEmail('ro', { id, token: 'x'.repeat(20) })).toEqual({
      outcome: 'invalid',
    });
    // Not a link at all: refused without a call.
    expect(await visitLinks.confirmEmail('ro', { id: Number.NaN, token })).toEqual({
      outcome: 'invalid',
    });
  });

  it('reads the reschedule options, moves the visit, and tells taken and gone apart', async () => {
    const options = await visitLinks.rescheduleOptions('ro', { id, token, days: 7 });
    expect(options).toMatchObject({ outcome: 'options', visit: { id }, slots: { duration: 60 } });
    expect(
      await visitLinks.rescheduleOptions('ro', { id: goneVisitIdFixture, token, days: 7 }),
    ).toEqual({ outcome: 'gone' });
    const move = { id, token, date_of_receipt: '2030-05-14', time_of_receipt: '09:00' };
    expect(await visitLinks.rescheduleVisit('ro', move)).toMatchObject({ outcome: 'moved' });
    expect(
      await visitLinks.rescheduleVisit('ro', {
        ...move,
        date_of_receipt: '2030-05-13',
        time_of_receipt: '10:00',
      }),
    ).toEqual({ outcome: 'taken' });
  });
});
