import type { ToastActorRef } from '@academy/machines';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import { AfterFirstRender } from './after-first-render';
import { DeferredActor } from './deferred-actor';

type ShowToast = (message: string) => void;

export type DeferredToast = DeferredActor<ToastActorRef, null, null>;

const ToastContext = createContext<ShowToast | null>(null);

/** The toast's machine and view: no page shows a toast before it, so it loads after the first render. */
const ToastHost = lazy(() => import('./toast-host'));

/**
 * The success toast (spec 4: in at 0.3 s, fading at 2.5 s, gone at 3 s, 1 s after a manual
 * close), mounted once for the whole app: a page's save shows it with `useShowToast()`, and it
 * outlives the page (a navigation or a refetch does not cut it short). A toast asked for before
 * its machine runs is shown once it does.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast] = useState((): DeferredToast => new DeferredActor({ view: null, start: null }));
  const show = useCallback<ShowToast>(
    (message) => toast.send({ type: 'toast.show', message }),
    [toast],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <AfterFirstRender>
        <Suspense fallback={null}>
          <ToastHost toast={toast} />
        </Suspense>
      </AfterFirstRender>
    </ToastContext.Provider>
  );
}

/** Shows the app's toast with a message key of the `flows` namespace (or a ready text). */
export function useShowToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useShowToast needs a ToastProvider');
  return show;
}
