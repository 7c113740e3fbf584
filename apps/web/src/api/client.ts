import type { KyInstance, Options } from 'ky';

/** Where the API client reads the session's token: set once at start (session-provider.tsx). */
let tokenSource: () => string = () => '';

/**
 * The API sends `Authorization: Token <key>` with the token this getter gives at each call.
 * Returns the getter it replaces, so that a test can put the app's back.
 */
export function setTokenSource(source: () => string): () => string {
  const previous = tokenSource;
  tokenSource = source;
  return previous;
}

/** The session's token as the API client sends it (for a request ky does not make: tus). */
export const sessionToken = () => tokenSource();

/** How the server's render reaches the API: in the same process (entry-server.tsx). */
let serverFetch: typeof fetch | null = null;

export function setServerFetch(fetcher: typeof fetch) {
  serverFetch = fetcher;
}

/** Where the API's paths start (relative to the page in the browser). */
export const API_PREFIX: string = import.meta.env.SSR
  ? // The server's render has no page origin to resolve `/api/` against: a name of its own,
    // which its fetch answers in-process.
    'http://server-render/api/'
  : (import.meta.env.VITE_API_URL ?? '/api/');

/**
 * The API client's options. In production the API shares the page's origin under /api (one
 * origin, no CORS); VITE_API_URL points elsewhere when the API runs on its own host. The session's
 * token, when there is one, goes with every call as `Authorization: Token <key>` (spec 7); it is
 * read per request so that a logout takes effect at once.
 */
const OPTIONS: Options = {
  prefix: API_PREFIX,
  ...(import.meta.env.SSR
    ? {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          if (!serverFetch) throw new Error('The server render has no API fetch');
          return serverFetch(input, init);
        },
      }
    : {}),
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = tokenSource();
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Token ${token}`);
        }
      },
    ],
  },
};

let client: Promise<KyInstance> | null = null;

/**
 * The API client (ky with the options above), its library imported at the first call rather than
 * with the page: a visitor's Home calls nothing during its first load (the server draws its data),
 * so ky is no part of it. An import that fails (the file unreachable) is tried again next call.
 */
export function apiClient(): Promise<KyInstance> {
  client ??= import('ky').then(
    ({ default: ky }) => ky.create(OPTIONS),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}
