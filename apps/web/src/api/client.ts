import type { TimeResponse } from '@academy/contract';
import ky from 'ky';
import { currentToken } from '../app/session-store';

/**
 * The API client. In production the API shares the page's origin under /api (one origin, no
 * CORS); VITE_API_URL points elsewhere when the API runs on its own host. The session's token,
 * when there is one, goes with every call as `Authorization: Token <key>` (spec 7).
 */
export const api = ky.create({
  prefix: import.meta.env.VITE_API_URL ?? '/api/',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = currentToken();
        if (token) request.headers.set('Authorization', `Token ${token}`);
      },
    ],
  },
});

/** `GET /time/` (spec 7.5): the visitor's country, read once at start. */
export function fetchTime(): Promise<TimeResponse> {
  return api.get('time/').json<TimeResponse>();
}
