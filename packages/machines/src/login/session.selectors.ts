import type { SessionSnapshot } from './session.machine';
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
export function selectSession(snapshot: SessionSnapshot) {
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
