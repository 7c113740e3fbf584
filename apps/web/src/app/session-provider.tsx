import { isLanguage } from '@academy/contract/languages';
import { type SessionActorRef, selectSession, sessionMachine } from '@academy/machines';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as auth from '../api/auth';
import { localizedPath } from './language-path';
import { storedDarkMode, storedLanguage } from './preferences';
import { clearSession, readSession, writeSession } from './session-store';

const SessionContext = createContext<SessionActorRef | null>(null);

/** The session machine with the app's side effects: the API calls, session storage, navigation. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : storedLanguage();
  const stored = readSession();
  const actor = useActorRef(
    sessionMachine.provide({
      actors: {
        loadSessionFromToken: fromPromise(async ({ input }) => {
          const user = await auth.loadUser(input.token);
          const profile = await auth.loadProfile(input.token, user.id, input.language);
          return { user, profile };
        }),
        logout: fromPromise(({ input }) => auth.logout(input.token)),
      },
      actions: {
        storeSession: (_, session) => writeSession(session),
        clearSession: () => clearSession(),
        // The machine speaks in paths under the language (spec 2.1).
        redirect: (_, { to }) => navigate(localizedPath(language, to)),
        logError: (_, { error }) => console.warn('session', error),
      },
    }),
    {
      input: {
        token: stored.token,
        user: stored.user,
        profile: stored.profile,
        prefs: { darkMode: storedDarkMode(), language },
      },
    },
  );
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a SessionProvider');
  return actor;
}

/**
 * The session as the shell reads it. Compared field by field: the actor's start hands out a new
 * snapshot of the same session, which would otherwise re-render every reader at once.
 */
export function useSession() {
  return useSelector(useSessionActor(), selectSession, shallowEqual);
}
