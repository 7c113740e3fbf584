import { describe, expect, it } from 'vitest';
import { expertAnaFixture, expertHiddenFixture } from '../mocks/experts.fixtures';
import { experts } from './experts';

/** Calls go through the stubbed fetch of test/setup.ts, that is through the MSW handlers. */
describe('experts.takenHours', () => {
  it('gives a published specialist’s taken hours', async () => {
    expect(await experts.takenHours('ro', expertAnaFixture.id)).toHaveLength(1);
  });

  it('gives none for a specialist the API does not show (404), without failing the page’s load', async () => {
    expect(await experts.takenHours('ro', expertHiddenFixture.id)).toEqual([]);
  });
});
