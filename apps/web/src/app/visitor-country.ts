const KEY = 'country';
let pending: Promise<string | null> | undefined;

/**
 * The visitor's country code from `GET /time/` (spec 7.5), asked once per tab: it decides the
 * footer's documents, payment marks and contacts. Null when it cannot be known.
 */
export function visitorCountry(): Promise<string | null> {
  const stored = sessionStorage.getItem(KEY);
  if (stored) return Promise.resolve(stored);
  pending ??= import('../api/shell')
    .then(({ countries }) => countries.visitor())
    .then((code) => {
      sessionStorage.setItem(KEY, code);
      return code;
    })
    .catch(() => null);
  return pending;
}
