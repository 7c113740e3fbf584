import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { isHydrating } from './hydration';

/**
 * How far below the screen a deferred part starts loading: a little ahead of the reader, but not
 * so far that the blocks just under the first screen load with it.
 */
export const NEAR_MARGIN = '300px 0px';

/**
 * Renders its children (often a lazy component) only when its place comes near the screen: code
 * and work below the fold wait until a reader scrolls towards them. The placeholder keeps `id`
 * (links to it still scroll) and the `reserve` classes: a min-height about the part's own, per
 * breakpoint, so the page below does not jump when it fills in.
 */
export interface WhenNearProps {
  /** Kept on the placeholder, so that a link to it scrolls there. */
  id?: string;
  /** The placeholder's classes: a min-height about the part's own, per breakpoint. */
  reserve: string;
  children: ReactNode;
}

export function WhenNear({ id, reserve, children }: WhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The server draws the part (for search engines and slow phones), and a hydration keeps it.
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || isHydrating(),
  );
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const reserved = <div ref={placeholder} id={id} className={reserve} />;
  return near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}
