import { describe, expect, it } from 'vitest';
import { rateLimitedEmailFixture, visitRequestFixture } from '../mocks/experts.fixtures';
import { experts } from './experts';

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
describe('experts', () => {
  it('tells a sent request from a taken slot (409) and a flood (429)', async () => {
    expect(await experts.sendVisitRequest('ro', visitRequestFixture)).toEqual({ outcome: 'sent' });
    expect(
      await experts.sendVisitRequest('ro', { ...visitRequestFixture, time_of_receipt: '10:00' }),
    ).toEqual({
      outcome: 'slotTaken',
    });
    expect(
      await experts.sendVisitRequest('ro', {
        ...visitRequestFixture,
        client_email: rateLimitedEmailFixture,
      }),
    ).toEqual({ outcome: 'tooMany' });
  });
});
