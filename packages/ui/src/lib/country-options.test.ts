import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('puts the markets first and names every country in the given language', () => {
    const options = countryOptions(['DE', 'RU', 'MD', 'RO', 'BG'], (code) => code, 'ru');
    expect(options.map((option) => option.value)).toEqual(['MD', 'RO', 'RU', 'BG', 'DE']);
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Германия');
  });

  it('takes each value from codeOf, so rows keep their code as the value', () => {
    const rows = [
      { code: 'FR', name: 'France' },
      { code: 'MD', name: 'Moldova' },
    ];
    expect(countryOptions(rows, (row) => row.code, 'fr')).toEqual([
      { value: 'MD', label: 'Moldavie' },
      { value: 'FR', label: 'France' },
    ]);
  });
});
