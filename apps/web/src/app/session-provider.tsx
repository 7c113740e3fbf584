import { isLanguage } from '@academy/contract/languages';
import { type SessionActorRef, selectSession, sessionMachine } from '@academy/machines';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { setTokenSource } from '../api';
import { localizedPath } from './language-path';
import { storedDarkMode, storedLanguage } from './preferences';
import { clearSession, currentToken, readSession, writeSession } from './session-store';

// The API client sends the stored session's token, read at each call (logout takes effect at once).
setTokenSource(currentToken);

/** The account calls, loaded with the first one that is needed (their schemas stay out of the entry). */
const auth = async () => (await import('../api/shell')).auth;

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
          const path = localizedPath(language, to);
          void navigate(path);
        },
        logError: (_, { error }) => console.warn('session', error),
      },
    }),
    {
      input: {
        token: stored.token,
        user: stored.user,
        profile: stored.profile,
        remember: stored.remember,
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
