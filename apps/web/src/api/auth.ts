import type { Language } from '@academy/contract/languages';
import type { SessionProfile, SessionUser } from '@academy/machines';
import { api } from './client';

/** `POST /auth/token/login/` (spec 7.1): a fresh token for these credentials. */
export async function requestToken(credentials: { username: string; password: string }) {
  const body = await api
    .post('auth/token/login/', { json: credentials })
    .json<{ auth_token: string }>();
  return body.auth_token;
}

/** `GET /auth/users/me/` with a token that may not be the stored one yet. */
export function loadUser(token: string) {
  return api
    .get('auth/users/me/', { headers: { Authorization: `Token ${token}` } })
    .json<SessionUser>();
}

/** `GET /{lang}/accounts/users/{id}/`: the profile in the interface language. */
export function loadProfile(token: string, userId: number, language: Language) {
  return api
    .get(`${language}/accounts/users/${userId}/`, { headers: { Authorization: `Token ${token}` } })
    .json<SessionProfile>();
}

/** `POST /auth/token/logout/`: revokes the token on the server. */
export async function logout(token: string) {
  await api.post('auth/token/logout/', { headers: { Authorization: `Token ${token}` } });
}
