import { describe, expect, it } from 'vitest';
import { localMeasure } from './measures';

describe('localMeasure (Intl units in the page language)', () => {
  it('writes a packaging in each language', () => {
    expect(localMeasure('50 ml', 'ru')).toBe('50 мл');
    expect(localMeasure('50 ml', 'ro')).toBe('50 ml');
    expect(localMeasure('200 g', 'ru')).toBe('200 г');
    expect(localMeasure('1,5 l', 'ru')).toBe('1,5 л');
    expect(localMeasure('1.5 l', 'fr')).toMatch(/^1,5\sl$/);
  });

  it('changes only the measures of a text', () => {
    expect(localMeasure('4 × 4 × 12 cm', 'ru')).toBe('4 × 4 × 12 см');
    expect(localMeasure('Gel nettoyant, 50 ml', 'fr')).toBe('Gel nettoyant, 50 ml');
    expect(localMeasure('Мягкий гель, 50 ml', 'ru')).toBe('Мягкий гель, 50 мл');
    expect(localMeasure('Vitamin C 15%', 'ru')).toBe('Vitamin C 15%');
    expect(localMeasure('SPF 50 gel', 'ru')).toBe('SPF 50 gel');
  });
});
