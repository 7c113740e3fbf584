import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import {
  TOAST_APPEAR_MS,
  TOAST_FADE_AT_MS,
  TOAST_HIDE_AT_MS,
  TOAST_MANUAL_HIDE_MS,
} from '../constants';

export interface ToastContext {
  /** A translation key (for example a flow's 'saved' message) or a ready text. */
  message: string | null;
}

export type ToastEvent = { type: 'toast.show'; message: string } | { type: 'toast.close' };

/**
 * Success toast (spec 4): it appears, has faded in at 0.3 s, fades out at 2.5 s and is hidden at
 * 3 s, all counted from the show; a manual close hides it after 1 s. Showing again restarts it.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  delays: {
    appearDelay: TOAST_APPEAR_MS,
    // Each state's delay is the gap to the next mark of spec 9, so the marks hold from the show.
    fadeOutDelay: TOAST_FADE_AT_MS - TOAST_APPEAR_MS,
    hideDelay: TOAST_HIDE_AT_MS - TOAST_FADE_AT_MS,
    closeDelay: TOAST_MANUAL_HIDE_MS,
  },
}).createMachine({
  id: 'toast',
  context: { message: null },
  initial: 'hidden',
  on: {
    'toast.show': {
      target: '.appearing',
      reenter: true,
      actions: assign({ message: ({ event }) => event.message }),
    },
  },
  states: {
    hidden: {
      entry: assign({ message: null }),
    },
    appearing: {
      after: { appearDelay: 'visible' },
      on: { 'toast.close': 'closing' },
    },
    visible: {
      after: { fadeOutDelay: 'fading' },
      on: { 'toast.close': 'closing' },
    },
    fading: {
      after: { hideDelay: 'hidden' },
      on: { 'toast.close': 'closing' },
    },
    closing: {
      after: { closeDelay: 'hidden' },
    },
  },
});

export type ToastSnapshot = SnapshotFrom<typeof toastMachine>;
export type ToastActorRef = ActorRefFrom<typeof toastMachine>;
