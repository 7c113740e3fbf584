import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import { sessionContextOf } from './session.start';
import {
  isTokenPresent,
  type SessionData,
  type SessionProfile,
  type SessionUser,
  type UserPrefs,
} from './session.types';

/** Where a `?token=` login lands (spec 4, Login) and where logout goes (spec 4, Logout). */
export const SESSION_TOKEN_LOGIN_TARGET = '/dashboard/courses';
export const SESSION_LOGOUT_TARGET = '/';

export interface SessionInput {
  /** The session read from storage by the app; absent or empty means logged out. */
  token?: string | null;
  user?: SessionUser | null;
  profile?: SessionProfile | null;
  /** The stored session was saved with "save login" (kept in local storage, spec 4). */
  remember?: boolean;
  prefs: UserPrefs;
}

export interface SessionContext {
  token: string;
  user: SessionUser | null;
  profile: SessionProfile | null;
  /** "Save login": the app keeps this session beyond the tab (spec 4); kept on every re-store. */
  remember: boolean;
  /** The `?token=` being tried; it becomes the session token only once the profile loaded. */
  linkToken: string;
  /**
   * The session ended by the user's own logout (until the next login): the app takes the user
   * Home, so a protected page being left must not send them to login meanwhile.
   */
  loggedOutByUser: boolean;
  /** Never assigned by this machine: a user's dark mode and language survive login and logout. */
  prefs: UserPrefs;
}

export type SessionEvent =
  /** The login form finished: token, user and profile. */
  | ({ type: 'session.login' } & SessionData)
  /** `?token=` on the home page. */
  | { type: 'session.tokenLink'; token: string }
  | { type: 'session.logout' };

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** `GET /auth/users/me/` then the profile, with the link's token. */
    loadSessionFromToken: notProvided<
      { user: SessionUser; profile: SessionProfile },
      { token: string; language: Language }
    >('loadSessionFromToken'),
    /** `POST /auth/token/logout/`. */
    logout: notProvided<void, { token: string }>('logout'),
  },
  actions: {
    /** Writes token, user, profile and `remember` to the browser's storage. */
    storeSession: (_, _params: SessionData) => {},
    /** Removes the stored session (from every storage). */
    clearSession: () => {},
    redirect: (_, _params: { to: string }) => {},
    logError: (_, _params: { error: unknown }) => {},
    rememberLinkToken: assign({
      linkToken: ({ event }) => (event.type === 'session.tokenLink' ? event.token : ''),
    }),
  },
  guards: {
    hasToken: ({ context }) => isTokenPresent(context.token),
    hasLinkToken: ({ event }) => event.type === 'session.tokenLink' && isTokenPresent(event.token),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => sessionContextOf(input),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'session.login': {
          target: 'loggedIn',
          actions: [
            assign(({ event }) => ({
              token: event.token,
              user: event.user,
              profile: event.profile,
              remember: event.remember ?? false,
              loggedOutByUser: false,
            })),
            {
              type: 'storeSession',
              params: ({ event }) => ({
                token: event.token,
                user: event.user,
                profile: event.profile,
                remember: event.remember ?? false,
              }),
            },
          ],
        },
        'session.tokenLink': {
          guard: 'hasLinkToken',
          target: 'loadingFromToken',
          actions: 'rememberLinkToken',
        },
      },
    },
    loadingFromToken: {
      invoke: {
        id: 'loadSessionFromToken',
        src: 'loadSessionFromToken',
        input: ({ context }) => ({ token: context.linkToken, language: context.prefs.language }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign(({ context, event }) => ({
              token: context.linkToken,
              user: event.output.user,
              profile: event.output.profile,
              linkToken: '',
              loggedOutByUser: false,
            })),
            {
              // Re-stored where it was: a saved login stays saved.
              type: 'storeSession',
              params: ({ context, event }) => ({
                token: context.token,
                user: event.output.user,
                profile: event.output.profile,
                remember: context.remember,
              }),
            },
            { type: 'redirect', params: { to: SESSION_TOKEN_LOGIN_TARGET } },
          ],
        },
        // A bad link leaves no half session.
        onError: {
          target: 'loggedOut',
          actions: [assign({ linkToken: '' }), { type: 'logError', params: errorParams }],
        },
      },
    },
    loggedIn: {
      on: {
        'session.logout': 'loggingOut',
        'session.tokenLink': {
          guard: 'hasLinkToken',
          target: 'loadingFromToken',
          actions: 'rememberLinkToken',
        },
      },
    },
    // One logout, one navigation (spec 4, Logout): the server call, then the session cleared
    // and the user taken Home, once, by this machine.
    loggingOut: {
      entry: assign({ loggedOutByUser: true }),
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'loggedOut',
        // The server call failing must not keep the user logged in on this device.
        onError: {
          target: 'loggedOut',
          actions: { type: 'logError', params: errorParams },
        },
      },
      exit: [
        assign({ token: '', user: null, profile: null, remember: false }),
        'clearSession',
        { type: 'redirect', params: { to: SESSION_LOGOUT_TARGET } },
      ],
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
