import type { SessionInput, SessionSnapshot } from './session.machine';
import { sessionContextOf } from './session.start';
import { isTokenPresent } from './session.types';

/** The machine's state, for the views' `data-state`. */
export type SessionState =
  | 'checking'
  | 'loggedOut'
  | 'loadingFromToken'
  | 'loggedIn'
  | 'loggingOut';

/**
 * What the shell needs: whether someone is logged in, who, and their prefs; `loggedOutByUser`
 * tells the protected-route guard that the session itself is taking the user Home.
 */
export function selectSession(snapshot: Pick<SessionSnapshot, 'value' | 'context'>) {
  const { context } = snapshot;
  const state: SessionState = snapshot.value;
  return {
    state,
    isLoggedIn: isTokenPresent(context.token),
    isBusy: state === 'loadingFromToken' || state === 'loggingOut',
    token: context.token,
    user: context.user,
    profile: context.profile,
    prefs: context.prefs,
    loggedOutByUser: context.loggedOutByUser,
  };
}

/**
 * The session as the machine's first snapshot shows it (its `checking` state passes at once to
 * `loggedIn` or `loggedOut`): what the app's first render draws, before the machine's code has
 * loaded. The machine's tests hold the two equal.
 */
export function selectSessionAtStart(input: SessionInput): SessionView {
  const context = sessionContextOf(input);
  return selectSession({
    value: isTokenPresent(context.token) ? 'loggedIn' : 'loggedOut',
    context,
  });
}

export type SessionView = ReturnType<typeof selectSession>;
