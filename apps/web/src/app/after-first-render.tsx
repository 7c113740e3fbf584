import { type ReactNode, useEffect, useState } from 'react';

/**
 * Its children once the first render has committed: never on the server or in the hydration, so
 * that parts the first render draws nothing of load their code after it.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  return committed ? children : null;
}
