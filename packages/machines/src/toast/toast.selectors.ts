import type { ToastSnapshot } from './toast.machine';

export type ToastState = 'hidden' | 'appearing' | 'visible' | 'fading' | 'closing';

/** `data-state` for the toast's CSS transitions, and whether it is in the page at all. */
export function selectToast(snapshot: ToastSnapshot) {
  const state = snapshot.value as ToastState;
  return {
    state,
    message: snapshot.context.message,
    isRendered: state !== 'hidden',
    /** Fully opaque only while visible; the other rendered states are transitions. */
    isOpaque: state === 'visible',
    canClose: snapshot.can({ type: 'toast.close' }),
  };
}
