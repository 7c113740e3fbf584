import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router-dom';

/**
 * Data a loader returned without waiting for it (below the fold, not needed for the first paint;
 * the loader has made it fail-safe with `orOnFailure`): `fallback` (the block's skeleton) until it
 * arrives, then `children(value)`.
 */
export function Deferred<T>(props: {
  data: Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={props.fallback}>
      <Await resolve={props.data}>{(value: T) => props.children(value)}</Await>
    </Suspense>
  );
}
