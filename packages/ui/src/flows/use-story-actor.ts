import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';

/** xstate's own types come through @xstate/react: ui does not depend on xstate directly. */
type AnyLogic = Parameters<typeof useActorRef>[0];
export type ActorOf<T extends AnyLogic> = ReturnType<typeof useActorRef<T>>;
export type EventOf<T extends AnyLogic> = Parameters<ActorOf<T>['send']>[0];

/**
 * Stories and tests only: starts an actor of a machine (whose slow actors and delays the story
 * replaced with `machine.provide`) and sends it the events that lead to the state on show.
 * The machine must be created once (module level), not on every render.
 */
export function useDrivenActor<T extends AnyLogic>(
  machine: T,
  options: Parameters<typeof useActorRef<T>>[1] & { events?: readonly EventOf<T>[] } = {},
): ActorOf<T> {
  const { events, ...actorOptions } = options;
  const actor = useActorRef(machine, actorOptions);
  useEffect(() => {
    for (const event of events ?? []) actor.send(event);
  }, [actor, events]);
  return actor;
}
