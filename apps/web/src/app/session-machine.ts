import { type SessionActorRef, sessionMachine } from '@academy/machines';
import { createActor, fromPromise } from 'xstate';
import { localizedPath } from './language-path';
import type { SessionStart } from './session-provider';
import { clearSession, writeSession } from './session-store';

/** The account calls, loaded with the first one that is needed (their schemas stay out of the entry). */
const auth = async () => (await import('../api/shell')).auth;

/**
 * The session machine with the app's side effects: the API calls, session storage, navigation
 * (the newest render's, through `app`). Loaded after the first render (session-provider.tsx).
 */
export function createSessionActor({ input, app }: SessionStart): SessionActorRef {
  const machine = sessionMachine.provide({
    actors: {
      loadSessionFromToken: fromPromise(async ({ input }) =>
        (await auth()).loadSession(input.token, input.language),
      ),
      logout: fromPromise(async ({ input }) => (await auth()).logout(input.token)),
    },
    actions: {
      storeSession: (_, session) => writeSession(session),
      clearSession: () => clearSession(),
      // The machine speaks in paths under the language (spec 2.1).
      redirect: (_, { to }) => {
        const { navigate, language } = app.current;
        void navigate(localizedPath(language, to));
      },
      logError: (_, { error }) => console.warn('session', error),
    },
  });
  return createActor(machine, { input });
}
