import { useEffect, useState } from 'react';

/** Where the window is scrolled, and how large the page and viewport are. */
export interface WindowScroll {
  scrollY: number;
  pageHeight: number;
  viewportHeight: number;
  viewportWidth: number;
}

function measure(): WindowScroll {
  return {
    scrollY: window.scrollY,
    pageHeight: document.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
    viewportWidth: window.innerWidth,
  };
}

/** Follows scrolling and resizing of the window; inert (and never measuring) when disabled. */
export function useWindowScroll(enabled = true): WindowScroll | null {
  const [state, setState] = useState<WindowScroll | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setState(measure());
    // The first measure waits for the next frame: measuring during the page's first render would
    // force a layout of the whole page in the middle of it.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [enabled]);
  return enabled ? state : null;
}
