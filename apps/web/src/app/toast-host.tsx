import { toastMachine } from '@academy/machines';
import { Toast } from '@academy/ui';
import { useEffect } from 'react';
import { createActor } from 'xstate';
import type { DeferredToast } from './toast-provider';

const createToastActor = () => createActor(toastMachine);

/** The toast's machine, run with the toasts asked for before it loaded, and its view. */
export default function ToastHost({ toast }: { toast: DeferredToast }) {
  const actor = toast.run(createToastActor);
  useEffect(() => toast.hold(), [toast]);
  return <Toast actor={actor} />;
}
