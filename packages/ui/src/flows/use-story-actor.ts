import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';

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
  // Once per actor: a re-render (new args object, a toolbar change) must not replay the events,
  // or a story that moved on in its `play` (a closed modal) would be driven back.
  const driven = useRef<ActorOf<T> | null>(null);
  useEffect(() => {
    if (driven.current === actor) return;
    driven.current = actor;
    for (const event of events ?? []) actor.send(event);
  }, [actor, events]);
  return actor;
}

/**
 * Stories only: a clock for an actor's delays (xstate's `clock` actor option) that moves only when
 * the story moves it, so a story shows what follows a delay at once, without waiting it out (like
 * xstate's SimulatedClock, which ui cannot import). Create one per render, in a story's loader.
 */
export class StoryClock {
  private now = 0;
  private lastId = 0;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  setTimeout(fn: () => void, timeout: number): number {
    const id = ++this.lastId;
    this.timers.set(id, { at: this.now + timeout, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Moves time on by `ms`, running the timers that fall due, earliest first. */
  increment(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= end);
      if (due.length === 0) break;
      const [id, timer] = due.reduce((first, next) => (next[1].at < first[1].at ? next : first));
      this.timers.delete(id);
      this.now = timer.at;
      timer.fn();
    }
    this.now = end;
  }
}

type Outcome<T, I> =
  | { settle: 'never' }
  /** `output`, or the output for the actor's input (a quote that depends on the choices). */
  | { settle: 'resolve'; output: T | ((input: I) => T) }
  | { settle: 'reject'; error: unknown };

/** The shape of xstate's promise snapshot, so the stand-in fits where `fromPromise` goes. */
type StoryPromiseSnapshot<T, I> = (
  | { status: 'active'; output: undefined; error: undefined }
  | { status: 'done'; output: T; error: undefined }
  | { status: 'error'; output: undefined; error: unknown }
  | { status: 'stopped'; output: undefined; error: undefined }
) & { input: I | undefined };

type StoryPromiseEvent<T> =
  | { type: 'story.resolve'; output: T }
  | { type: 'story.reject'; error: unknown };

/**
 * Stories only: stands in for a machine's promise actor (`fromPromise`, which ui cannot import:
 * stories drive machines only through @academy/machines). It never settles (an in-flight state),
 * resolves with `output` (or what it gives for the input), or rejects with `error`, one microtask
 * after it starts, as a promise does.
 */
export function storyPromise<T, I = never>(outcome: Outcome<T, I>) {
  return {
    config: outcome,
    transition: <S extends StoryPromiseSnapshot<T, unknown>>(
      snapshot: S,
      event: StoryPromiseEvent<T> | { type: string },
    ): S => {
      if (snapshot.status !== 'active') return snapshot;
      if ('output' in event && event.type === 'story.resolve') {
        return { ...snapshot, status: 'done', output: event.output as T, error: undefined };
      }
      if ('error' in event && event.type === 'story.reject') {
        return { ...snapshot, status: 'error', output: undefined, error: event.error };
      }
      return snapshot;
    },
    start: (
      snapshot: { input: unknown },
      { self }: { self: { send: (event: StoryPromiseEvent<T>) => void } },
    ) => {
      if (outcome.settle === 'never') return;
      const { output } = outcome.settle === 'resolve' ? outcome : { output: null };
      void Promise.resolve().then(() =>
        self.send(
          outcome.settle === 'resolve'
            ? {
                type: 'story.resolve',
                output:
                  typeof output === 'function'
                    ? (output as (input: I) => T)(snapshot.input as I)
                    : (output as T),
              }
            : { type: 'story.reject', error: outcome.error },
        ),
      );
    },
    getInitialSnapshot: (_scope: unknown, input: unknown): StoryPromiseSnapshot<T, I> => ({
      status: 'active',
      output: undefined,
      error: undefined,
      input: input as I,
    }),
    getPersistedSnapshot: <S extends StoryPromiseSnapshot<T, unknown>>(snapshot: S) => snapshot,
  };
}
