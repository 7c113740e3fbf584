import { useEffect, useState } from 'react';

/**
 * Loads data for a view and keeps the last answer. A failure is only logged and leaves
 * `undefined` (spec 8: content failures show an empty or placeholder result, never a crash).
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  const [data, setData] = useState<T>();
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setData(value),
      (error: unknown) => console.warn('load failed', error),
    );
    return () => {
      current = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on
  }, deps);
  return data;
}
