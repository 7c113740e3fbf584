import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type ScrollVisibility = 'visible' | 'hidden';

/** Near the top of the page the header always shows (px). */
export const HIDE_ON_SCROLL_FROM_PX = 72;
/** Scroll steps smaller than this keep the current state, so a trembling trackpad does not flicker. */
export const HIDE_ON_SCROLL_TOLERANCE_PX = 6;

/**
 * The next visibility of a hide-on-scroll bar: hidden while scrolling down past the top zone,
 * visible again on any scroll up, and always visible while `pinned` (focus inside, menu open).
 */
export function nextScrollVisibility(input: {
  current: ScrollVisibility;
  previousY: number;
  y: number;
  pinned: boolean;
}): ScrollVisibility {
  const { current, previousY, y, pinned } = input;
  if (pinned || y <= HIDE_ON_SCROLL_FROM_PX) return 'visible';
  const delta = y - previousY;
  if (Math.abs(delta) < HIDE_ON_SCROLL_TOLERANCE_PX) return current;
  return delta > 0 ? 'hidden' : 'visible';
}

/** Hides on scroll down and returns on scroll up (spec 2.2); never hides while `pinned`. */
export function useHideOnScroll({
  pinned = false,
  enabled = true,
}: {
  pinned?: boolean;
  enabled?: boolean;
} = {}): ScrollVisibility {
  const [visibility, setVisibility] = useState<ScrollVisibility>('visible');
  const pinnedRef = useRef(pinned);
  pinnedRef.current = pinned;

  // Listening from the commit, not from a passive effect: on a busy phone the passive effects
  // ran after the page had painted and the visitor's first scroll was missed (so was a story's).
  useLayoutEffect(() => {
    if (!enabled) return;
    // The start position is read in the next frame, not here: reading it now would force a
    // layout of the whole page in the middle of its first render.
    let previousY = 0;
    const frame = requestAnimationFrame(() => {
      previousY = window.scrollY;
    });
    const onScroll = () => {
      // The updater runs later, so it gets its own copy of both positions.
      const step = { previousY, y: window.scrollY, pinned: pinnedRef.current };
      setVisibility((current) => nextScrollVisibility({ current, ...step }));
      previousY = step.y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);

  // Pinning shows the bar at once and keeps it until the next scroll decides otherwise.
  useEffect(() => {
    if (pinned) setVisibility('visible');
  }, [pinned]);

  return enabled && !pinned ? visibility : 'visible';
}
