import type { SessionSnapshot } from './session.machine';
import { isTokenPresent } from './session.types';

/** What the shell needs: whether someone is logged in, who, and their prefs. */
export function selectSession(snapshot: SessionSnapshot) {
  const { context } = snapshot;
  return {
    isLoggedIn: isTokenPresent(context.token),
    isBusy: snapshot.matches('loadingFromToken') || snapshot.matches('loggingOut'),
    token: context.token,
    user: context.user,
    profile: context.profile,
    prefs: context.prefs,
  };
}
