import type { CalendarFeedSnapshot } from './calendar-feed.machine';

/** The machine's state, for the view's `data-state`. */
export type CalendarFeedState =
  | 'idle'
  | 'copying'
  | 'copied'
  | 'confirming'
  | 'regenerating'
  | 'failure';

/** The address, the copy button's state, the confirmation dialog and what was said last. */
export function selectCalendarFeed(snapshot: CalendarFeedSnapshot) {
  const state: CalendarFeedState = snapshot.value;
  return {
    state,
    feedUrl: snapshot.context.feedUrl,
    messageKey: snapshot.context.messageKey,
    isCopied: state === 'copied',
    dialogOpen: state === 'confirming' || state === 'regenerating' || state === 'failure',
    isRegenerating: state === 'regenerating',
    /** The dialog's own failure, said inside it. */
    dialogErrorKey: state === 'failure' ? snapshot.context.messageKey : null,
  };
}
