import { startTransition, useEffect, useState } from 'react';

export interface RemoteState<T> {
  data: T | undefined;
  /** True until the first answer (or failure) for the current dependencies. */
  loading: boolean;
}

/**
 * Loads data for a view and keeps the last answer. A failure is only logged and leaves
 * `undefined` (spec 8: content failures show an empty or placeholder result, never a crash).
 */
export function useRemoteState<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): RemoteState<T> {
  const [state, setState] = useState<RemoteState<T>>({ data: undefined, loading: true });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    load().then(
      // A transition: a block filling in with its data never blocks input (long lists, carousels).
      (data) => current && startTransition(() => setState({ data, loading: false })),
      (error: unknown) => {
        console.warn('load failed', error);
        if (current) setState((previous) => ({ ...previous, loading: false }));
      },
    );
    return () => {
      current = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return state;
}

/** The data only, for views with nothing to reserve while it loads. */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  return useRemoteState(load, deps).data;
}
