import { useEffect, useState } from 'react';

/**
 * The benchmark's reference page (scripts/bench-web.mjs): the smallest server-drawn React page
 * that hydrates something a visitor can touch. Its load under a throttled CPU is the run's unit
 * of machine speed; the product's pages are reported as multiples of it.
 */
export function Reference() {
  const [count, setCount] = useState(0);
  // As the app does once its first render has committed: the benchmark waits on it.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <main>
      <h1>Reference</h1>
      <p>A server-drawn component, hydrated by React.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
