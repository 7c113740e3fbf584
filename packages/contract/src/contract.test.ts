import { describe, expect, it } from 'vitest';
import {
  countryCodeSchema,
  isLanguage,
  isStrongPassword,
  LANGUAGES,
  timeResponseSchema,
} from './index';

describe('languages', () => {
  it('lists the five interface languages with ro first', () => {
    expect(LANGUAGES).toEqual(['ro', 'ru', 'en', 'fr', 'es']);
  });

  it('accepts only those languages', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('countryCodeSchema', () => {
  it('normalises a two-letter code to upper case', () => {
    expect(countryCodeSchema.parse(' ro ')).toBe('RO');
  });

  it('rejects anything else', () => {
    expect(countryCodeSchema.safeParse('ROU').success).toBe(false);
    expect(countryCodeSchema.safeParse('1A').success).toBe(false);
  });
});

describe('timeResponseSchema', () => {
  it('describes the /time/ answer', () => {
    const answer = { country_code: 'MD', server_time: new Date(0).toISOString() };
    expect(timeResponseSchema.parse(answer)).toEqual(answer);
    expect(timeResponseSchema.safeParse({ country_code: 'MDA' }).success).toBe(false);
  });
});

describe('isStrongPassword (shared with the registration machine)', () => {
  it('needs 6 characters with a letter and a digit, or a special character', () => {
    expect(isStrongPassword('abc123')).toBe(true);
    expect(isStrongPassword('parolă!')).toBe(true);
    expect(isStrongPassword('Пароль1')).toBe(true);
    expect(isStrongPassword('abcdef')).toBe(false);
    expect(isStrongPassword('ab1')).toBe(false);
  });

  it('does not count a space as special, as the browser does not', () => {
    expect(isStrongPassword('abcdef ')).toBe(false);
  });
});
