import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

export const CALENDAR_FEED_MESSAGE_KEYS = [
  'calendarFeed.copied',
  'calendarFeed.copyFailed',
  'calendarFeed.regenerated',
  'calendarFeed.regenerateFailed',
] as const;
export type CalendarFeedMessageKey = (typeof CALENDAR_FEED_MESSAGE_KEYS)[number];

export interface CalendarFeedInput {
  /** The secret address, as `GET /cabinet/availability/` answers it. */
  feedUrl: string;
}

export interface CalendarFeedContext {
  feedUrl: string;
  messageKey: CalendarFeedMessageKey | null;
}

export type CalendarFeedEvent =
  | { type: 'copy' }
  | { type: 'regenerate.ask' }
  | { type: 'regenerate.confirm' }
  | { type: 'regenerate.cancel' };

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_MS = 3000;

/**
 * The private calendar feed (issue 28): its secret address shown and copied (`copied` says so a
 * moment, `copyFailed` asks to select it by hand), and regenerated after a confirmation that the
 * old address stops working: the new one is shown, or the failure said with the old one kept.
 */
export const calendarFeedMachine = setup({
  types: {
    input: {} as CalendarFeedInput,
    context: {} as CalendarFeedContext,
    events: {} as CalendarFeedEvent,
  },
  actors: {
    /** Writes the address to the clipboard. */
    copyText: notProvided<void, string>('copyText'),
    /** `POST /cabinet/availability/feed/`: the new address. */
    regenerateFeed: notProvided<{ feed_url: string }>('regenerateFeed'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
  delays: { copied: COPIED_MS },
}).createMachine({
  id: 'calendarFeed',
  context: ({ input }) => ({ feedUrl: input.feedUrl, messageKey: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        copy: 'copying',
        'regenerate.ask': { target: 'confirming', actions: assign({ messageKey: null }) },
      },
    },
    copying: {
      entry: assign({ messageKey: null }),
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => context.feedUrl,
        onDone: 'copied',
        onError: {
          target: 'idle',
          actions: [
            assign({ messageKey: 'calendarFeed.copyFailed' }),
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    copied: {
      entry: assign({ messageKey: 'calendarFeed.copied' }),
      after: { copied: { target: 'idle', actions: assign({ messageKey: null }) } },
      on: {
        copy: 'copying',
        'regenerate.ask': { target: 'confirming', actions: assign({ messageKey: null }) },
      },
    },
    confirming: {
      on: {
        'regenerate.confirm': 'regenerating',
        'regenerate.cancel': 'idle',
      },
    },
    regenerating: {
      invoke: {
        id: 'regenerateFeed',
        src: 'regenerateFeed',
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            feedUrl: event.output.feed_url,
            messageKey: 'calendarFeed.regenerated' as const,
          })),
        },
        onError: {
          target: 'failure',
          actions: [
            assign({ messageKey: 'calendarFeed.regenerateFailed' }),
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    /** The dialog stays open with the failure said: try again or keep the old address. */
    failure: {
      on: {
        'regenerate.confirm': 'regenerating',
        'regenerate.cancel': { target: 'idle', actions: assign({ messageKey: null }) },
      },
    },
  },
});

export type CalendarFeedSnapshot = SnapshotFrom<typeof calendarFeedMachine>;
export type CalendarFeedActorRef = ActorRefFrom<typeof calendarFeedMachine>;
