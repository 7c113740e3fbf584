import type { SessionContext, SessionInput } from './session.machine';
import { isTokenPresent } from './session.types';

/**
 * The session machine's context at start, from what the app read in storage. A function of its
 * own (the machine's `context`), so that the app's first render can show that session before the
 * machine's code has loaded (`selectSessionAtStart`).
 */
export function sessionContextOf(input: SessionInput): SessionContext {
  return {
    token: isTokenPresent(input.token) ? input.token : '',
    user: input.user ?? null,
    profile: input.profile ?? null,
    remember: input.remember ?? false,
    linkToken: '',
    loggedOutByUser: false,
    prefs: input.prefs,
  };
}
