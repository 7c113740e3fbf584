import { fetchTime } from '../api/client';

const KEY = 'country';
let pending: Promise<string | null> | undefined;

/**
 * The visitor's country code from `GET /time/` (spec 7.5), asked once per tab: it decides the
 * footer's documents, payment marks and contacts.
 */
export function visitorCountry(): Promise<string | null> {
  const stored = sessionStorage.getItem(KEY);
  if (stored) return Promise.resolve(stored);
  pending ??= fetchTime()
    .then(({ country_code }) => {
      sessionStorage.setItem(KEY, country_code);
      return country_code;
    })
    .catch(() => null);
  return pending;
}
