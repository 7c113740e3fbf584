import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

type EventOf<TActor extends AnyActorRef> = Parameters<TActor['send']>[0];

/**
 * A shell machine's actor (the session, the cart, the toast, the cookie notice) that the first
 * render does without, so that xstate and the machines stay off every page's first load
 * (issue 29): the render reads the view the machine starts with (its `select…AtStart`, from
 * storage), events sent meanwhile wait in order, and the machine's module, loaded after the
 * first render (`useDeferredStart`) or by a page that needs the actor itself (`run`), starts the
 * actor, which takes them and from then on drives the view. `start` is what the provider hands
 * the actor's factory: the machine's input and the app's side effects.
 */
export class DeferredActor<TActor extends AnyActorRef, TView, TStart> {
  #actor: TActor | null = null;
  /** The events sent before the actor ran; null once they were delivered. */
  #waiting: EventOf<TActor>[] | null = [];
  #view: TView;
  #holders = 0;
  #stopped = false;
  readonly #listeners = new Set<() => void>();
  readonly #running: Promise<TActor>;
  #resolveRunning: (actor: TActor) => void = () => {};

  constructor(
    private readonly options: {
      view: TView;
      select?: (snapshot: SnapshotFrom<TActor>) => TView;
      start: TStart;
    },
  ) {
    this.#view = options.view;
    this.#running = new Promise((resolve) => {
      this.#resolveRunning = resolve;
    });
  }

  readonly getView = (): TView => this.#view;

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** To the actor, or, before it runs, kept in order for it. */
  readonly send = (event: EventOf<TActor>) => {
    if (this.#waiting) this.#waiting.push(event);
    else this.#actor?.send(event);
  };

  get isRunning(): boolean {
    return this.#actor !== null;
  }

  /** The running actor, once its module has loaded. */
  running(): Promise<TActor> {
    return this.#running;
  }

  /**
   * The actor, made and started the first time (by the first caller whose module has the
   * machine). The events sent before are delivered in a microtask, not now: this may run during
   * a render, which must not update the components that read the view.
   */
  run(create: (start: TStart) => TActor): TActor {
    if (this.#actor) return this.#actor;
    const actor = create(this.options.start);
    this.#actor = actor;
    const { select } = this.options;
    if (select) actor.subscribe((snapshot: SnapshotFrom<TActor>) => this.#show(select(snapshot)));
    actor.start();
    queueMicrotask(() => {
      const waiting = this.#waiting ?? [];
      this.#waiting = null;
      if (this.#stopped) return;
      for (const event of waiting) actor.send(event);
    });
    this.#resolveRunning(actor);
    return actor;
  }

  /**
   * Keeps the actor alive while a provider is mounted; the release stops it once no holder is
   * left after a microtask, so that StrictMode's remount (release, then hold again at once)
   * keeps the same actor, as @xstate/react's `useActorRef` does.
   */
  hold(): () => void {
    this.#holders += 1;
    return () => {
      this.#holders -= 1;
      queueMicrotask(() => {
        if (this.#holders > 0 || this.#stopped) return;
        this.#stopped = true;
        this.#actor?.stop();
      });
    };
  }

  /** Runs the actor with a loaded module's factory, unless the provider has gone meanwhile. */
  async load(factory: Promise<(start: TStart) => TActor>): Promise<void> {
    const create = await factory;
    if (!this.#stopped) this.run(create);
  }

  #show(view: TView) {
    if (shallowEqual(view, this.#view)) return;
    this.#view = view;
    for (const listener of this.#listeners) listener();
  }
}

/** The view, re-read when the actor changes it (compared field by field, as the shell did). */
export function useDeferredView<TView>(deferred: {
  subscribe: (listener: () => void) => () => void;
  getView: () => TView;
}) {
  return useSyncExternalStore(deferred.subscribe, deferred.getView, deferred.getView);
}

/**
 * After the first render has committed (so never on the server, and not during the hydration):
 * loads the machine's module and runs the actor, kept until the provider unmounts.
 */
export function useDeferredStart<TActor extends AnyActorRef, TStart>(
  deferred: DeferredActor<TActor, unknown, TStart>,
  load: () => Promise<(start: TStart) => TActor>,
) {
  useEffect(() => {
    const release = deferred.hold();
    if (!deferred.isRunning) {
      deferred.load(load()).catch((error: unknown) => console.warn('machine', error));
    }
    return release;
  }, [deferred, load]);
}

/** A ref to the newest value, for the side effects an actor runs after the render that made it. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}
