import { assign, setup } from 'xstate';
import { COOKIE_NOTICE_HIDE_MS } from '../constants';

export interface CookieNoticeInput {
  /** Acceptance read from local storage by the app (spec 4, Cookie notice). */
  accepted: boolean;
}

/**
 * Cookie notice: shown until accepted, then fades and hides after 1 s. The app persists the
 * acceptance through the `persistAcceptance` action.
 */
export const cookieNoticeMachine = setup({
  types: {
    input: {} as CookieNoticeInput,
    context: {} as { accepted: boolean },
    events: {} as { type: 'notice.accept' },
  },
  actions: {
    persistAcceptance: () => {},
  },
  guards: {
    isAccepted: ({ context }) => context.accepted,
  },
  delays: {
    hideDelay: COOKIE_NOTICE_HIDE_MS,
  },
}).createMachine({
  id: 'cookieNotice',
  context: ({ input }) => ({ accepted: input.accepted }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isAccepted', target: 'hidden' }, { target: 'visible' }],
    },
    visible: {
      on: {
        'notice.accept': {
          target: 'fading',
          actions: [assign({ accepted: true }), 'persistAcceptance'],
        },
      },
    },
    fading: {
      after: { hideDelay: 'hidden' },
    },
    hidden: { type: 'final' },
  },
});
