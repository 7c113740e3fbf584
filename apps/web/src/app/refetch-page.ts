import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';

let refetching = false;

/**
 * Whether a page asked for its data again (the router's same-path rule lets that through; a
 * new query or hash still keeps the data).
 */
export const isRefetchingPage = () => refetching;

/**
 * Loads the current page's data again, in place: what the spec does by reloading the page (for
 * example after a third work slide), without losing the app's state.
 */
export function useRefetchPage() {
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    refetching = true;
    try {
      await revalidate();
    } finally {
      refetching = false;
    }
  }, [revalidate]);
}
