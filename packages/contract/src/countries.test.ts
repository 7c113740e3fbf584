import { describe, expect, it } from 'vitest';
import { COUNTRY_ROWS, countryName, inCountryOrder } from './countries';

describe('countryName (Intl.DisplayNames, the page language)', () => {
  it('names a country from its code in each language', () => {
    expect(countryName('MD', 'ro')).toBe('Republica Moldova');
    expect(countryName('MD', 'ru')).toBe('Молдова');
    expect(countryName('md', 'fr')).toBe('Moldavie');
    expect(countryName('RO', 'es')).toBe('Rumanía');
    expect(countryName('RU', 'en')).toBe('Russia');
  });

  it('names a country from the English name a record keeps', () => {
    expect(countryName('Russian Federation', 'ru')).toBe('Россия');
    expect(countryName('Romania', 'ro')).toBe('România');
    expect(countryName('United Kingdom', 'fr')).toBe('Royaume-Uni');
  });

  it('shows a name it does not know as it was typed', () => {
    expect(countryName('Atlantis', 'ru')).toBe('Atlantis');
    expect(countryName('QQ', 'ru')).toBe('QQ');
  });

  it('knows every country of the forms in every language', () => {
    for (const { code, name } of COUNTRY_ROWS) {
      for (const language of ['ro', 'ru', 'en', 'fr', 'es']) {
        expect(countryName(name, language), `${code} in ${language}`).not.toBe(code);
        expect(countryName(name, language)).toBe(countryName(code, language));
      }
    }
    expect(countryName('Germany', 'ru')).toBe('Германия');
  });
});

describe("inCountryOrder (the markets first, then by name in the reader's language)", () => {
  it('orders the names records keep as a Russian reader reads them', () => {
    const names = ['United Kingdom', 'Bulgaria', 'Russian Federation', 'Germany', 'Moldova'];
    expect(inCountryOrder(names, (name) => name, 'ru').map((n) => countryName(n, 'ru'))).toEqual([
      'Молдова',
      'Россия',
      'Болгария',
      'Великобритания',
      'Германия',
    ]);
  });

  it('orders options by their code, leaving the list it was given alone', () => {
    const options = [{ code: 'ES' }, { code: 'RO' }, { code: 'DE' }];
    expect(inCountryOrder(options, (option) => option.code, 'es')).toEqual([
      { code: 'RO' },
      { code: 'DE' },
      { code: 'ES' },
    ]);
    expect(options[0]).toEqual({ code: 'ES' });
  });
});
