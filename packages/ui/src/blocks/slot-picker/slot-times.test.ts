import { describe, expect, it } from 'vitest';
import { clockBeside } from './slot-times';

describe('clockBeside', () => {
  // Monday 13 May 2030, 18:00 in Chisinau (UTC+3 in summer).
  const evening = '2030-05-13T15:00:00.000Z';

  it("gives the visitor's time alone on the same day", () => {
    expect(clockBeside(evening, 'Europe/Chisinau', 'Europe/London', 'en')).toBe('16:00');
  });

  it('names the weekday when the visitor is already on the next day', () => {
    expect(clockBeside(evening, 'Europe/Chisinau', 'Asia/Tokyo', 'en')).toBe('Tue 00:00');
    expect(clockBeside(evening, 'Europe/Chisinau', 'Asia/Tokyo', 'ro')).toBe('mar. 00:00');
  });
});
