import { useEffect, useRef } from 'react';
import type { ActorOf, EventOf } from '../use-story-actor';

type AnyLogic = Parameters<typeof import('@xstate/react').useActorRef>[0];

/**
 * Stories only: sends `events` once the actor first reaches `state` (a list that has loaded), once
 * per actor, so a re-render does not replay them.
 */
export function useDriveWhen<T extends AnyLogic>(
  actor: ActorOf<T>,
  state: string,
  events: readonly EventOf<T>[] = [],
) {
  const driven = useRef<ActorOf<T> | null>(null);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot: { matches: (value: string) => boolean }) => {
      if (driven.current === actor || !snapshot.matches(state)) return;
      driven.current = actor;
      for (const event of events) actor.send(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, state, events]);
}
