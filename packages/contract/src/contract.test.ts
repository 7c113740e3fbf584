import { describe, expect, it } from 'vitest';
import { countryCodeSchema, isLanguage, LANGUAGES, timeResponseSchema } from './index';

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
