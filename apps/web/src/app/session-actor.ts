import type { SessionActorRef } from '@academy/machines';
import { createSessionActor } from './session-machine';
import { useSessionActor } from './session-provider';

/**
 * The session's running actor, started now if its module had not loaded yet: for a page whose
 * next step reads the session it sent to (the login, which then opens a protected page), and
 * which brings the machine's code with its own.
 */
export function useRunningSession(): SessionActorRef {
  return useSessionActor().run(createSessionActor);
}
