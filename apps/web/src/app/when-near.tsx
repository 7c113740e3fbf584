import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How far below the screen a deferred part starts loading: about a screen of scrolling ahead. */
const AHEAD = '900px 0px';

/**
 * Renders its children (often a lazy component) only when its place comes near the screen: code
 * and work below the fold wait until a reader scrolls towards them. The placeholder keeps `id`
 * (links to it still scroll) and `minHeight` (the page below does not jump when it fills in).
 */
export function WhenNear({
  id,
  minHeight,
  children,
}: {
  id?: string;
  minHeight: string;
  children: ReactNode;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const reserved = <div ref={placeholder} id={id} style={{ minHeight }} />;
  return near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}
