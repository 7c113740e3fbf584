import {
  fieldErrorsSchema,
  loginResponseSchema,
  meResponseSchema,
  sessionListSchema,
  userWithProfileSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { InvalidResetLinkRejection } from '@academy/machines';
import { api } from './client';

/** `POST /auth/token/login/` (spec 7.1): a fresh token for these credentials. */
export async function requestToken(credentials: { username: string; password: string }) {
  const body = loginResponseSchema.parse(
    await api.post('auth/token/login/', { json: credentials }).json(),
  );
  return body.auth_token;
}

/** `GET /auth/users/me/` with a token that may not be the stored one yet. */
export async function loadUser(token: string) {
  return meResponseSchema.parse(
    await api.get('auth/users/me/', { headers: { Authorization: `Token ${token}` } }).json(),
  );
}

/** `GET /{lang}/accounts/users/{id}/`: the user's profile in the interface language. */
export async function loadProfile(token: string, userId: number, language: Language) {
  const user = userWithProfileSchema.parse(
    await api
      .get(`${language}/accounts/users/${userId}/`, {
        headers: { Authorization: `Token ${token}` },
      })
      .json(),
  );
  return user.profile;
}

/** The session a `?token=` link opens: the user, then the profile in the interface language. */
export async function loadSession(token: string, language: Language) {
  const user = await loadUser(token);
  const profile = await loadProfile(token, user.id, language);
  return { user, profile };
}

/** `POST /auth/token/logout/`: revokes the token on the server. */
export async function logout(token: string) {
  await api.post('auth/token/logout/', { headers: { Authorization: `Token ${token}` } });
}

/** `GET /auth/sessions/` (designed): the user's signed-in devices. */
export async function loadSessions() {
  return sessionListSchema.parse(await api.get('auth/sessions/').json());
}

/** `DELETE /auth/sessions/{id}/`: logs one other device out; one already gone (404) is done. */
export async function endSession({ id }: { id: number }) {
  const response = await api.delete(`auth/sessions/${id}/`, { throwHttpErrors: false });
  if (!response.ok && response.status !== 404) throw new Error(`end session: ${response.status}`);
}

/** `POST /auth/sessions/logout-others/`: every device but this one is logged out. */
export async function endOtherSessions() {
  await api.post('auth/sessions/logout-others/');
}

/** `POST /{lang}/api/password_reset/` (spec 7.1): mails a one-time link. */
export async function requestPasswordReset({
  email,
  language,
}: {
  email: string;
  language: Language;
}) {
  await api.post(`${language}/api/password_reset/`, { json: { email } });
}

/** The server's answer to a refused registration, as the registration machine expects it. */
export interface RegistrationRefusal {
  status: number;
  emailBusy: boolean;
}

/**
 * `POST /accounts/users/` (spec 7.1) with the registration payload as form data. A non-OK answer
 * rejects with `{status, emailBusy}` (the failure modal); a network error rejects as thrown.
 */
export async function register(payload: readonly (readonly [string, string | Blob])[]) {
  const form = new FormData();
  for (const [name, value] of payload) form.append(name, value);
  const response = await api.post('accounts/users/', {
    body: form,
    throwHttpErrors: false,
    retry: 0,
  });
  if (response.ok) return;
  // The form already checked the address, so an error on `email` is the busy-email answer.
  const body = fieldErrorsSchema.catch({}).parse(await response.json().catch(() => ({})));
  throw {
    status: response.status,
    emailBusy: Array.isArray(body.email),
  } satisfies RegistrationRefusal;
}

/**
 * `POST /auth/users/set_password/` (designed, Djoser) with the session's token. The server answers
 * 400 when the current password is wrong (or the new one too weak); like any refusal, it rejects,
 * which is the change-password machine's failure. The server logs out the user's other sessions.
 */
export async function setPassword({
  oldPassword,
  newPassword,
}: {
  oldPassword: string;
  newPassword: string;
}) {
  await api.post('auth/users/set_password/', {
    json: { current_password: oldPassword, new_password: newPassword },
    retry: 0,
  });
}

/**
 * `POST /{lang}/api/password_reset/confirm/` (designed) with the mailed token and the new password.
 * The form has checked the password with the server's own rule, so a 400 means the link itself is
 * refused (spent, expired or unknown): it rejects as the machine's invalid-link failure.
 */
export async function confirmPasswordReset({
  token,
  password,
  language,
}: {
  token: string;
  password: string;
  language: Language;
}) {
  const response = await api.post(`${language}/api/password_reset/confirm/`, {
    json: { token, password },
    throwHttpErrors: false,
    retry: 0,
  });
  if (response.status === 400) throw { invalidLink: true } satisfies InvalidResetLinkRejection;
  if (!response.ok) throw new Error(`password_reset/confirm: ${response.status}`);
}
