import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionListSchema,
  setPasswordRequestSchema,
  statusResponseSchema,
} from '../auth';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';

export const login = endpoint({
  method: 'post',
  paths: ['/auth/token/login/'],
  summary: 'Log in: a fresh random token per login (stored hashed)',
  tag: 'auth',
  auth: 'none',
  body: loginRequestSchema,
  rateLimit: 'login',
  responses: {
    200: { description: 'Token', schema: loginResponseSchema },
    400: {
      description: 'Bad credentials or account pending verification ({detail}), or field errors',
      schema: errorResponseSchema,
    },
    429: {
      description:
        'Too many attempts: from this address, or for this account (after 5 failures each ' +
        'try waits longer, with Retry-After; 100 in a row lock it for a day)',
      schema: errorResponseSchema,
    },
  },
});

export const logout = endpoint({
  method: 'post',
  paths: ['/auth/token/logout/'],
  summary: 'Log out: revokes the token of the request',
  tag: 'auth',
  auth: 'token',
  responses: { 204: { description: 'Revoked' } },
});

export const me = endpoint({
  method: 'get',
  paths: ['/auth/users/me/'],
  summary: 'The logged-in user',
  tag: 'auth',
  auth: 'token',
  responses: { 200: { description: 'User', schema: meResponseSchema } },
});

export const setPassword = endpoint({
  method: 'post',
  paths: ['/auth/users/set_password/'],
  summary: 'Change password (Djoser); other sessions of the user are logged out',
  tag: 'auth',
  auth: 'token',
  designed: true,
  body: setPasswordRequestSchema,
  responses: {
    204: { description: 'Changed' },
    400: { description: 'Field errors (wrong current password, weak new one)' },
  },
});

export const sessions = endpoint({
  method: 'get',
  paths: ['/auth/sessions/'],
  summary:
    "The user's signed-in devices, most recently used first: when each signed in and was " +
    'last seen, its browser, and which one is asking',
  tag: 'auth',
  auth: 'token',
  designed: true,
  responses: { 200: { description: 'Sessions', schema: sessionListSchema } },
});

export const endSession = endpoint({
  method: 'delete',
  paths: ['/auth/sessions/{id}/'],
  summary: 'Ends one of the user’s sessions (a lost phone): its token stops working at once',
  tag: 'auth',
  auth: 'token',
  designed: true,
  responses: {
    204: { description: 'Ended' },
    404: { description: 'Not one of the user’s sessions', schema: errorResponseSchema },
  },
});

export const endOtherSessions = endpoint({
  method: 'post',
  paths: ['/auth/sessions/logout-others/'],
  summary: 'Logs out every other device of the user; this one stays signed in',
  tag: 'auth',
  auth: 'token',
  designed: true,
  responses: { 204: { description: 'The other sessions ended' } },
});

export const resetRequest = endpoint({
  method: 'post',
  paths: ['/{lang}/api/password_reset/'],
  summary: 'Mails a one-time reset link; answers OK for any email (no account probing)',
  tag: 'auth',
  auth: 'none',
  body: passwordResetRequestSchema,
  rateLimit: 'password_reset',
  responses: { 200: { description: 'OK', schema: statusResponseSchema } },
});

export const resetConfirm = endpoint({
  method: 'post',
  paths: ['/{lang}/api/password_reset/confirm/'],
  summary:
    'Sets a new password with the mailed token (once, before it expires); logs out everywhere',
  tag: 'auth',
  auth: 'none',
  designed: true,
  body: passwordResetConfirmSchema,
  rateLimit: 'password_reset',
  responses: {
    200: { description: 'Changed', schema: statusResponseSchema },
    400: {
      description: 'Invalid or expired token, or field errors',
      schema: errorResponseSchema,
    },
  },
});
