import { type Actor, type ActorOptions, type AnyStateMachine, createActor } from 'xstate';
import { activeStatePaths } from './state-paths';

/** machine id -> dotted state paths some test has entered (transient states included). */
export const visitedStates = new Map<string, Set<string>>();

function record(machineId: string, value: unknown) {
  if (value === undefined || value === null) return;
  const seen = visitedStates.get(machineId) ?? new Set<string>();
  const paths = typeof value === 'string' ? [value] : activeStatePaths(value as never);
  for (const path of paths) seen.add(path);
  visitedStates.set(machineId, seen);
}

/**
 * `createActor` that records every state the actor (and any machine it invokes) passes through,
 * microsteps included, so `pnpm states` can show which states no test reaches.
 * Every machine test creates its actors with this.
 */
export function createTestActor<T extends AnyStateMachine>(
  machine: T,
  options?: ActorOptions<T>,
): Actor<T> {
  return createActor(machine, {
    ...options,
    inspect: (event) => {
      options?.inspect && typeof options.inspect === 'function' && options.inspect(event);
      const logic = (event.actorRef as { logic?: { id?: string; root?: unknown } }).logic;
      if (!logic?.root || !logic.id) return;
      if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
        record(logic.id, (event.snapshot as { value?: unknown }).value);
      }
      // Transient states (left at once by an `always` transition) never show in a snapshot:
      // they are the sources of the microstep's transitions.
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          const path = transition.source.path.join('.');
          if (path) record(logic.id, path);
        }
      }
    },
  } as ActorOptions<T>);
}
