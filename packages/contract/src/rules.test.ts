import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  courseProgress,
  EMAIL_PATTERN,
  isPhoneNumber,
  isProgressComplete,
  normalizeProgress,
  phoneNumberAfterCode,
  progressStage,
  roundMoney,
  shopMarketOf,
  shouldReportProgress,
  unitPrice,
} from './rules';

describe('progress', () => {
  it.each([
    [-3, 0],
    [Number.NaN, 0],
    [5.5, 5],
    [89.6, 89],
    [89.99, 89],
    [90, 100],
    [90.4, 100],
    [150, 100],
  ])('stores %s as %s (clamped, rounded down, 90 or more is 100)', (value, stored) => {
    expect(normalizeProgress(value)).toBe(stored);
  });

  it('means the normalised videos, rounded down', () => {
    expect(courseProgress([100, 79])).toBe(89);
    expect(courseProgress([100, 40, 0])).toBe(46);
    // Each video's value is normalised (92 is 100), not the mean.
    expect(courseProgress([100, 92])).toBe(100);
    expect(courseProgress([100, 80])).toBe(90);
    expect(courseProgress([])).toBe(0);
  });

  it('is complete only when every video is: three watched and the fourth at two thirds is not', () => {
    const threeOfFour = courseProgress([100, 100, 100, 66]);
    expect(threeOfFour).toBe(91);
    expect(isProgressComplete(threeOfFour)).toBe(false);
    expect(progressStage(threeOfFour)).toBe('inProgress');
    expect(isProgressComplete(courseProgress([100, 100, 100, 90]))).toBe(true);
    for (let last = 0; last < 90; last++) {
      expect(isProgressComplete(courseProgress([100, 100, 100, last])), `${last}`).toBe(false);
    }
  });

  it('reports past 10 above the stored one', () => {
    expect(shouldReportProgress(30, 20)).toBe(false);
    expect(shouldReportProgress(31, 20)).toBe(true);
  });

  it('labels 0 not started, 1 to 99 in progress, 100 completed', () => {
    expect([0, 1, 99, 100].map(progressStage)).toEqual([
      'notStarted',
      'inProgress',
      'inProgress',
      'completed',
    ]);
  });
});

describe('markets', () => {
  it('maps the three shop countries, nothing else (not even inherited keys)', () => {
    expect(['Moldova', 'Romania', 'Russian Federation'].map(shopMarketOf)).toEqual([
      'md',
      'ro',
      'ru',
    ]);
    expect(['Italy', 'toString', '', null].map(shopMarketOf)).toEqual([null, null, null, null]);
  });

  it('reads the price field of a tier in a market and rounds money to a tenth', () => {
    const product = { price: 320, price_ro: 82, client_price_ru: 1900 };
    expect(unitPrice(product, 'ro', 'professional')).toBe(82);
    expect(unitPrice(product, 'ru', 'client')).toBe(1900);
    expect(unitPrice(product, 'ru', 'professional')).toBe(0);
    expect(roundMoney(0.05 + 0.1)).toBe(0.2);
  });
});

describe('phone', () => {
  it('splits a full phone after a listed code and wants 6 digits after it', () => {
    const codes = ['+373', '+40', '+7'];
    expect(phoneNumberAfterCode('+37369123456', codes)).toBe('69123456');
    expect(phoneNumberAfterCode('+99912345678', codes)).toBeNull();
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('123456')).toBe(true);
    expect(isPhoneNumber('12 3456')).toBe(false);
  });
});

describe('e-mail', () => {
  it('accepts and refuses what the server’s schema does', () => {
    const server = z.email({ pattern: EMAIL_PATTERN });
    for (const email of ['ana.pop@mail.md', 'a+b@x.co', 'ana@пример.рф', 'a@b.c', 'a..b@x.md']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(server.safeParse(email).success);
    }
    expect(EMAIL_PATTERN.test('ana@пример.рф')).toBe(false);
    expect(EMAIL_PATTERN.test('ana.pop@mail.md')).toBe(true);
  });
});

describe('the zod-free entry (@academy/contract/rules)', () => {
  it('imports no schema library, directly or through its modules', () => {
    const src = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(join(src, file), 'utf8');
      expect(text, file).not.toMatch(/from 'zod'/);
      for (const [, name] of text.matchAll(/from '\.\/([\w-]+)'/g)) visit(`${name}.ts`);
    };
    visit('rules.ts');
    expect(seen.size).toBeGreaterThan(5);
    expect(readdirSync(src)).toContain('rules.ts');
  });
});
