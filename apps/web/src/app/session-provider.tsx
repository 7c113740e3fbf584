import { isLanguage, type Language } from '@academy/contract/languages';
import {
  type SessionActorRef,
  type SessionInput,
  type SessionView,
  selectSession,
  selectSessionAtStart,
} from '@academy/machines';
import { createContext, type ReactNode, type RefObject, useContext, useState } from 'react';
import { type NavigateFunction, useNavigate, useParams } from 'react-router-dom';
import { setTokenSource } from '../api';
import { DeferredActor, useDeferredStart, useDeferredView, useLatest } from './deferred-actor';
import { storedDarkMode, storedLanguage } from './preferences';
import { currentToken, readSession } from './session-store';

// The API client sends the stored session's token, read at each call (logout takes effect at once).
setTokenSource(currentToken);

/** What the session's actor is made with: the stored session, and the newest render's navigation. */
export interface SessionStart {
  input: SessionInput;
  app: RefObject<{ navigate: NavigateFunction; language: Language }>;
}

export type DeferredSession = DeferredActor<SessionActorRef, SessionView, SessionStart>;

const SessionContext = createContext<DeferredSession | null>(null);

const loadSessionMachine = async () => (await import('./session-machine')).createSessionActor;

/**
 * The session: the first render shows the stored one (as the machine starts), and the session
 * machine, with the app's side effects (session-machine.ts), loads after it and drives it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : storedLanguage();
  const app = useLatest({ navigate, language });
  const [session] = useState((): DeferredSession => {
    const stored = readSession();
    const input: SessionInput = {
      token: stored.token,
      user: stored.user,
      profile: stored.profile,
      remember: stored.remember,
      prefs: { darkMode: storedDarkMode(), language },
    };
    const view = selectSessionAtStart(input);
    return new DeferredActor({ view, select: selectSession, start: { input, app } });
  });
  useDeferredStart(session, loadSessionMachine);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * The session's actor as pages send to it (a login, a token link, a logout): delivered at once,
 * or kept until its machine runs. A page that reads the actor itself takes `useRunningSession`.
 */
export function useSessionActor(): DeferredSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor needs a SessionProvider');
  return session;
}

/** The session as the shell reads it; a reader re-renders only when a field changes. */
export function useSession() {
  return useDeferredView(useSessionActor());
}
