/**
 * Countries offered in the forms: the three markets first (spec 9), then neighbours and the EU.
 * `name` is how records keep a country (the profile's and the orders' English name, what the
 * forms send); a page or a mail shows it with `countryName`, in its reader's language. Free of
 * zod (`@academy/contract/rules`); the API seeds its table from this list.
 */
export const COUNTRY_ROWS = [
  { code: 'MD', name: 'Moldova', phoneCode: '+373', flag: '🇲🇩' },
  { code: 'RO', name: 'Romania', phoneCode: '+40', flag: '🇷🇴' },
  { code: 'RU', name: 'Russian Federation', phoneCode: '+7', flag: '🇷🇺' },
  { code: 'UA', name: 'Ukraine', phoneCode: '+380', flag: '🇺🇦' },
  { code: 'BG', name: 'Bulgaria', phoneCode: '+359', flag: '🇧🇬' },
  { code: 'IT', name: 'Italy', phoneCode: '+39', flag: '🇮🇹' },
  { code: 'ES', name: 'Spain', phoneCode: '+34', flag: '🇪🇸' },
  { code: 'FR', name: 'France', phoneCode: '+33', flag: '🇫🇷' },
  { code: 'DE', name: 'Germany', phoneCode: '+49', flag: '🇩🇪' },
  { code: 'PT', name: 'Portugal', phoneCode: '+351', flag: '🇵🇹' },
  { code: 'GB', name: 'United Kingdom', phoneCode: '+44', flag: '🇬🇧' },
  { code: 'IL', name: 'Israel', phoneCode: '+972', flag: '🇮🇱' },
  { code: 'KZ', name: 'Kazakhstan', phoneCode: '+7', flag: '🇰🇿' },
  { code: 'US', name: 'United States', phoneCode: '+1', flag: '🇺🇸' },
] as const;

const REGION_CODE = /^[A-Za-z]{2}$/;
const namers = new Map<string, Intl.DisplayNames>();

function namerOf(language: string): Intl.DisplayNames {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    namers.set(language, namer);
  }
  return namer;
}

/** The ISO code of a country given by its code or by the name a record keeps; null if unknown. */
export function countryCode(country: string): string | null {
  if (REGION_CODE.test(country)) return country.toUpperCase();
  return COUNTRY_ROWS.find((row) => row.name === country)?.code ?? null;
}

/**
 * A country as its reader calls it ("Republica Moldova", "Молдова", "Moldavie"), from its ISO code
 * or the name a record keeps; a name the list does not know is shown as it was typed.
 */
export function countryName(country: string, language: string): string {
  const code = countryCode(country);
  return (code && namerOf(language).of(code)) || country;
}

/** The markets lead every country list (spec 9), in this order. */
const LEADING: readonly string[] = ['MD', 'RO', 'RU'];

/**
 * Countries in the reader's order: the markets first, the others by their name in `language`
 * (a Russian list runs Болгария, Великобритания, Германия…). `country` gives each one's code or
 * stored name.
 */
export function inCountryOrder<T>(
  countries: readonly T[],
  country: (item: T) => string,
  language: string,
): T[] {
  const collator = new Intl.Collator(language);
  const rank = (item: T) => {
    const index = LEADING.indexOf(countryCode(country(item)) ?? '');
    return index < 0 ? LEADING.length : index;
  };
  const name = (item: T) => countryName(country(item), language);
  return [...countries].sort((a, b) => rank(a) - rank(b) || collator.compare(name(a), name(b)));
}
