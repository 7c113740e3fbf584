import { countryName, inCountryOrder } from '@academy/contract/rules';

/**
 * A country select's options, in the reader's order (`inCountryOrder`) and named in their
 * language; `codeOf` gives each item's ISO code or stored name, which is also the option's value.
 */
export function countryOptions<T>(
  countries: readonly T[],
  codeOf: (item: T) => string,
  language: string,
): { value: string; label: string }[] {
  return inCountryOrder(countries, codeOf, language).map((country) => ({
    value: codeOf(country),
    label: countryName(codeOf(country), language),
  }));
}
