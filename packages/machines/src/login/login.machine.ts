import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { LOGIN_LOCKOUT_MS } from '../constants';
import { errorParams, withContextField } from '../form-fields';
import { notProvided } from '../not-provided';
import { type AccountRefusalReason, isAccountRefusal } from './login.refusal';
import {
  hasLoginErrors,
  type LoginCredentials,
  type LoginErrors,
  type LoginField,
  normalizeLoginCredentials,
  validateLoginForm,
} from './login.validation';
import type { SessionData, SessionProfile, SessionUser, UserPrefs } from './session.types';

/** Where a login lands when no redirect target was given (spec 4, Login). */
export const LOGIN_DEFAULT_REDIRECT = '/dashboard/courses';

export interface LoginInput {
  /** The redirect query of the login page, if any. */
  redirectTo?: string | null;
  prefs: UserPrefs;
  /** "Save login" ticked at the start (false unless given). */
  remember?: boolean;
}

export interface LoginContext {
  email: string;
  password: string;
  errors: LoginErrors;
  /** Set by a refused login: 'Invalid data' and the red title, until the next attempt. */
  badData: boolean;
  /** Set by the refusal of an account not open yet (its own message instead of bad data). */
  refusal: AccountRefusalReason | null;
  redirectTo: string | null;
  /** "Save login" (spec 4): handed to `storeSession`, which keeps the session beyond the tab. */
  remember: boolean;
  token: string;
  user: SessionUser | null;
  /** Only read (the language of the profile call): the machine never changes the prefs. */
  prefs: UserPrefs;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'remember.change'; value: boolean }
  | { type: 'mode.forgotPassword' }
  | { type: 'mode.login' };

/** Any failed step of the login: logged, then the locked-out state (spec 8, Login non-OK). */
const logAndLockOut = {
  target: '#login.lockedOut',
  actions: { type: 'logError', params: errorParams },
} as const;

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    /** `POST /auth/token/login/` → auth_token. */
    requestToken: notProvided<string, LoginCredentials>('requestToken'),
    /** `GET /auth/users/me/`. */
    loadUser: notProvided<SessionUser, { token: string }>('loadUser'),
    /** `GET /{lang}/accounts/users/{id}/`. */
    loadProfile: notProvided<SessionProfile, { token: string; userId: number; language: Language }>(
      'loadProfile',
    ),
  },
  actions: {
    /** Hands the session to the app (session storage and the session machine). */
    storeSession: (_, _params: SessionData) => {},
    redirect: (_, _params: { to: string }) => {},
    /** Analytics data layer event (spec 7.5). */
    track: (_, _params: { event: 'Login_Complete' }) => {},
    logError: (_, _params: { error: unknown }) => {},
    changeField: assign(({ context, event }) =>
      event.type === 'field.change' ? withContextField(context, event.field, event.value) : {},
    ),
    clearAfterFailure: assign({ badData: true, email: '', password: '', token: '', user: null }),
  },
  guards: {
    isFormValid: ({ context }) => !hasLoginErrors(validateLoginForm(context)),
    isAccountRefusal: (_, params: { error: unknown }) => isAccountRefusal(params.error),
  },
  delays: {
    lockout: LOGIN_LOCKOUT_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    password: '',
    errors: {},
    badData: false,
    refusal: null,
    redirectTo: input.redirectTo || null,
    remember: input.remember ?? false,
    token: '',
    user: null,
    prefs: input.prefs,
  }),
  // The checkbox answers in every state: it is read only when the session is stored.
  on: {
    'remember.change': { actions: assign({ remember: ({ event }) => event.value }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          { actions: assign({ errors: ({ context }) => validateLoginForm(context) }) },
        ],
        'mode.forgotPassword': 'forgotPassword',
      },
    },
    submitting: {
      entry: assign({ errors: {}, badData: false, refusal: null }),
      initial: 'token',
      states: {
        token: {
          invoke: {
            id: 'requestToken',
            src: 'requestToken',
            input: ({ context }) => normalizeLoginCredentials(context),
            onDone: { target: 'user', actions: assign({ token: ({ event }) => event.output }) },
            onError: [
              {
                guard: { type: 'isAccountRefusal', params: errorParams },
                target: '#login.lockedOut',
                actions: assign({
                  refusal: ({ event }) =>
                    isAccountRefusal(event.error) ? event.error.accountRefusal : null,
                }),
              },
              logAndLockOut,
            ],
          },
        },
        user: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'profile', actions: assign({ user: ({ event }) => event.output }) },
            onError: logAndLockOut,
          },
        },
        profile: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            input: ({ context }) => ({
              token: context.token,
              userId: context.user?.id ?? 0,
              language: context.prefs.language,
            }),
            onDone: {
              target: '#login.success',
              actions: [
                {
                  type: 'storeSession',
                  params: ({ context, event }) => ({
                    token: context.token,
                    user: context.user ?? { id: 0, username: '' },
                    profile: event.output,
                    remember: context.remember,
                  }),
                },
                { type: 'track', params: { event: 'Login_Complete' } },
                {
                  type: 'redirect',
                  params: ({ context }) => ({ to: context.redirectTo ?? LOGIN_DEFAULT_REDIRECT }),
                },
              ],
            },
            onError: logAndLockOut,
          },
        },
      },
    },
    /**
     * Any refused or failed step (spec 8, Login non-OK): bad data, both fields cleared, and the
     * button disabled for LOGIN_LOCKOUT_MS; typing is allowed.
     */
    lockedOut: {
      entry: 'clearAfterFailure',
      on: { 'field.change': { actions: 'changeField' } },
      after: { lockout: 'editing' },
    },
    forgotPassword: {
      on: { 'mode.login': 'editing' },
    },
    success: { type: 'final' },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type LoginActorRef = ActorRefFrom<typeof loginMachine>;
