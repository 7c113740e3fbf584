import { useSyncExternalStore } from 'react';

/** Spec 2.9: on screens this narrow or narrower, a PDF certificate opens in a new tab. */
export const NARROW_SCREEN_QUERY = '(max-width: 430px)';

const query = () =>
  typeof window === 'undefined' || !window.matchMedia
    ? null
    : window.matchMedia(NARROW_SCREEN_QUERY);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is 430 px wide or narrower (false where there is no window). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
