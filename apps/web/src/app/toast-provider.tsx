import { toastMachine } from '@academy/machines';
import { Toast } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * The success toast (spec 4: in at 0.3 s, fading at 2.5 s, gone at 3 s, 1 s after a manual
 * close), mounted once for the whole app: a page's save shows it with `useShowToast()`, and it
 * outlives the page (a navigation or a refetch does not cut it short).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastMachine);
  const show = useCallback<ShowToast>(
    (message) => actor.send({ type: 'toast.show', message }),
    [actor],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Toast actor={actor} />
    </ToastContext.Provider>
  );
}

/** Shows the app's toast with a message key of the `flows` namespace (or a ready text). */
export function useShowToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useShowToast needs a ToastProvider');
  return show;
}
