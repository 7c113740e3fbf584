import type { SessionSnapshot } from './session.machine';
import { isTokenPresent } from './session.types';

/**
 * What the shell needs: whether someone is logged in, who, and their prefs; `loggedOutByUser`
 * tells the protected-route guard that the session itself is taking the user Home.
 */
export function selectSession(snapshot: SessionSnapshot) {
  const { context } = snapshot;
  return {
    isLoggedIn: isTokenPresent(context.token),
    isBusy: snapshot.matches('loadingFromToken') || snapshot.matches('loggingOut'),
    token: context.token,
    user: context.user,
    profile: context.profile,
    prefs: context.prefs,
    loggedOutByUser: context.loggedOutByUser,
  };
}
