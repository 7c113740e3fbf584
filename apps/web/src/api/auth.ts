import { accountsEndpoints, authEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { LOGIN_REFUSALS } from '@academy/contract/rules';
import type {
  AccountRefusal,
  AccountRefusalReason,
  InvalidResetLinkRejection,
  RegistrationRejection,
} from '@academy/machines';
import { isHTTPError } from 'ky';
import { call, callForOutcome } from './call';
import { fieldErrorsIn, refusingFields } from './field-refusal';

/** A call made with a token the session does not hold yet (at login) or any more (at logout). */
const withToken = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

/** The account refusals the login shows in their own words, by the server's `detail`. */
const ACCOUNT_REFUSALS = new Map<string, AccountRefusalReason>([
  [LOGIN_REFUSALS.pending, 'pending'],
  [LOGIN_REFUSALS.declined, 'declined'],
]);

/**
 * `POST /auth/token/login/` (spec 7.1): a fresh token for these credentials. An account waiting
 * for review or declined rejects as the machine's `AccountRefusal`; any other refusal as thrown.
 */
export async function requestToken(credentials: { username: string; password: string }) {
  try {
    return (await call(authEndpoints.login, { body: credentials })).auth_token;
  } catch (error) {
    const detail = isHTTPError(error)
      ? (error.data as { detail?: unknown } | undefined)?.detail
      : null;
    const reason = typeof detail === 'string' ? ACCOUNT_REFUSALS.get(detail) : undefined;
    if (reason) throw { accountRefusal: reason } satisfies AccountRefusal;
    throw error;
  }
}

/** `GET /auth/users/me/` with a token that may not be the stored one yet. */
export async function loadUser(token: string) {
  return call(authEndpoints.me, { options: withToken(token) });
}

/** `GET /{lang}/accounts/users/{id}/`: the user's profile in the interface language. */
export async function loadProfile(token: string, userId: number, language: Language) {
  const params = { id: userId, lang: language };
  return (await call(accountsEndpoints.user, { params, options: withToken(token) })).profile;
}

/** The session a `?token=` link opens: the user, then the profile in the interface language. */
export async function loadSession(token: string, language: Language) {
  const user = await loadUser(token);
  const profile = await loadProfile(token, user.id, language);
  return { user, profile };
}

/** `POST /auth/token/logout/`: revokes the token on the server. */
export async function logout(token: string) {
  await call(authEndpoints.logout, { options: withToken(token) });
}

/** `GET /auth/sessions/` (designed): the user's signed-in devices. */
export async function loadSessions() {
  return call(authEndpoints.sessions);
}

/** `DELETE /auth/sessions/{id}/`: logs one other device out; one already gone (404) is done. */
export async function endSession({ id }: { id: number }) {
  await callForOutcome(authEndpoints.endSession, { params: { id } });
}

/** `POST /auth/sessions/logout-others/`: every device but this one is logged out. */
export async function endOtherSessions() {
  await call(authEndpoints.endOtherSessions);
}

/** `POST /{lang}/api/password_reset/` (spec 7.1): mails a one-time link. */
export async function requestPasswordReset({
  email,
  language,
}: {
  email: string;
  language: Language;
}) {
  await call(authEndpoints.resetRequest, { params: { lang: language }, body: { email } });
}

/**
 * `POST /accounts/users/` (spec 7.1) with the registration payload as form data. Any non-OK answer,
 * declared or not (a 500, a proxy's 502), rejects as the machine's `RegistrationRejection` (the
 * failure modal with its status, and the refused field's message); a network error rejects as thrown.
 */
export async function register(payload: readonly (readonly [string, string | Blob])[]) {
  const form = new FormData();
  for (const [name, value] of payload) form.append(name, value);
  try {
    await call(accountsEndpoints.register, { body: form, options: { retry: 0 } });
  } catch (error) {
    if (!isHTTPError(error)) throw error;
    // The form already checked the address, so an error on `email` is the busy-email answer.
    const body = fieldErrorsIn(error.data);
    throw {
      status: error.response.status,
      emailBusy: Array.isArray(body.email),
      fileRefused: Array.isArray(body['profile.file']),
    } satisfies RegistrationRejection;
  }
}

/**
 * `POST /auth/users/set_password/` (designed, Djoser) with the session's token. The server answers
 * 400 with field errors when the current password is wrong (or the new one too weak): it rejects
 * as a `FieldRefusal`, which the machine shows at that field; any other failure is its failure.
 * The server logs out the user's other sessions.
 */
export async function setPassword({
  oldPassword,
  newPassword,
}: {
  oldPassword: string;
  newPassword: string;
}) {
  await refusingFields(
    call(authEndpoints.setPassword, {
      body: { current_password: oldPassword, new_password: newPassword },
      options: { retry: 0 },
    }),
  );
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
  const answer = await callForOutcome(authEndpoints.resetConfirm, {
    params: { lang: language },
    body: { token, password },
    options: { retry: 0 },
  });
  if (answer.status === 400) throw { invalidLink: true } satisfies InvalidResetLinkRejection;
}
