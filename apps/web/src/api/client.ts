import ky from 'ky';

/** Where the API client reads the session's token: set once at start (session-provider.tsx). */
let tokenSource: () => string = () => '';

/** The API sends `Authorization: Token <key>` with the token this getter gives at each call. */
export function setTokenSource(source: () => string) {
  tokenSource = source;
}

/**
 * The API client. In production the API shares the page's origin under /api (one origin, no
 * CORS); VITE_API_URL points elsewhere when the API runs on its own host. The session's token,
 * when there is one, goes with every call as `Authorization: Token <key>` (spec 7); it is read
 * per request so that a logout takes effect at once.
 */
export const api = ky.create({
  prefix: import.meta.env.VITE_API_URL ?? '/api/',
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
});
