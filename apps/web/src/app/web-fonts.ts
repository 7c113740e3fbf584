import { useEffect } from 'react';

/**
 * Loads the web fonts (@academy/ui fonts.css) once the app's first screen has painted: a frame,
 * then a task. Until then text shows in their metric-matched local stand-ins, so the swap moves
 * nothing, and some 200 KB of fonts do not compete with the first screen's scripts and data.
 */
export function useWebFontsAfterFirstPaint() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setTimeout(() => void import('@academy/ui/fonts.css'), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
