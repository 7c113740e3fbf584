const KEY = 'country';
let pending: Promise<string | null> | undefined;

function stored(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // no storage (disabled, or a server rendering the page)
  }
}

function store(code: string) {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {}
}

/**
 * The visitor's country code from `GET /time/` (spec 7.5), asked once per tab: it decides the
 * footer's documents, payment marks and contacts. Null when it cannot be known.
 */
export function visitorCountry(): Promise<string | null> {
  // On the server every request is another visitor (the API reads the proxy's header of each).
  if (import.meta.env.SSR) return ask().catch(() => null);
  const known = stored();
  if (known) return Promise.resolve(known);
  pending ??= ask()
    .then((code) => {
      store(code);
      return code;
    })
    .catch(() => null);
  return pending;
}

function ask(): Promise<string> {
  return import('../api/shell').then(({ countries }) => countries.visitor());
}

/**
 * Forgets the answer this tab asked for, as a new tab would (tests: test files share this module,
 * and one whose calls all fail would leave its `null` to the next).
 */
export function forgetVisitorCountry() {
  pending = undefined;
}
