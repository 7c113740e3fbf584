import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

export interface AutoConfirmInput {
  /** The specialist's profile id: the switch is the profile's `auto_confirm_requests`. */
  profileId: number;
  lang: Language;
  /** The stored value of `auto_confirm_requests` (false when the profile does not say). */
  enabled: boolean;
}

export interface AutoConfirmContext {
  profileId: number;
  lang: Language;
  enabled: boolean;
  errorKey: 'autoConfirm.saveFailed' | null;
}

export type AutoConfirmEvent =
  | { type: 'autoConfirm.toggle' }
  | { type: 'language.change'; lang: Language };

/** `PATCH /{lang}/accounts/user_profile/{profileId}/` with `auto_confirm_requests`. */
export interface SaveAutoConfirmInput {
  profileId: number;
  lang: Language;
  enabled: boolean;
}

/**
 * The requests list's auto-confirmation (spec 2.9, "with auto-confirmation"; designed): a switch
 * that saves the profile's `auto_confirm_requests` at once. The switch shows the new value while
 * it saves; the server's answer is kept; a failed save puts the old value back with a message.
 * Whether a visitor's request is confirmed on arrival (its hour free) is the server's rule.
 */
export const autoConfirmMachine = setup({
  types: {
    input: {} as AutoConfirmInput,
    context: {} as AutoConfirmContext,
    events: {} as AutoConfirmEvent,
  },
  actions: {
    warn: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** Answers the saved value of `auto_confirm_requests`. */
    saveAutoConfirm: notProvided<boolean, SaveAutoConfirmInput>('saveAutoConfirm'),
  },
}).createMachine({
  id: 'autoConfirm',
  context: ({ input }) => ({
    profileId: input.profileId,
    lang: input.lang,
    enabled: input.enabled,
    errorKey: null,
  }),
  initial: 'idle',
  on: {
    'language.change': { actions: assign({ lang: ({ event }) => event.lang }) },
  },
  states: {
    idle: {
      on: {
        'autoConfirm.toggle': {
          target: 'saving',
          actions: assign({ enabled: ({ context }) => !context.enabled, errorKey: null }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveAutoConfirm',
        src: 'saveAutoConfirm',
        input: ({ context }) => ({
          profileId: context.profileId,
          lang: context.lang,
          enabled: context.enabled,
        }),
        onDone: {
          target: 'idle',
          actions: assign({ enabled: ({ event }) => event.output }),
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'warn', params: errorParams },
            assign({
              enabled: ({ context }) => !context.enabled,
              errorKey: 'autoConfirm.saveFailed',
            }),
          ],
        },
      },
    },
    failure: {
      on: {
        'autoConfirm.toggle': {
          target: 'saving',
          actions: assign({ enabled: ({ context }) => !context.enabled, errorKey: null }),
        },
      },
    },
  },
});

export type AutoConfirmSnapshot = SnapshotFrom<typeof autoConfirmMachine>;
export type AutoConfirmActorRef = ActorRefFrom<typeof autoConfirmMachine>;
