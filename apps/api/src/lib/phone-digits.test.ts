import { describe, expect, it } from 'vitest';
import { phoneDigits } from './queries';

describe('a search typed as a phone', () => {
  it('gives its digits, the national zero dropped', () => {
    expect(phoneDigits('069 123 456')).toBe('69123456');
    expect(phoneDigits('+373 (69) 200-200')).toBe('37369200200');
    expect(phoneDigits('200.200')).toBe('200200');
  });

  it('is no phone when it holds letters or too few digits', () => {
    expect(phoneDigits('buyer3.zq4k2')).toBeNull();
    expect(phoneDigits('Ana 373')).toBeNull();
    expect(phoneDigits('12')).toBeNull();
    expect(phoneDigits('007')).toBeNull();
  });
});
