import type { SnapshotFrom } from 'xstate';
import type { CookieNoticeInput, cookieNoticeMachine } from './cookie-notice.machine';

export type CookieNoticeSnapshot = SnapshotFrom<typeof cookieNoticeMachine>;

/** What the notice view needs: whether it is in the page and its `data-state`. */
export function selectCookieNotice(snapshot: CookieNoticeSnapshot): CookieNoticeView {
  const state = snapshot.value as CookieNoticeState;
  return {
    state,
    isRendered: state === 'visible' || state === 'fading',
    canAccept: snapshot.can({ type: 'notice.accept' }),
  };
}

/**
 * The notice as the machine's first snapshot shows it (its `checking` state passes at once to
 * `hidden` when accepted, else `visible`): what the app's first render draws, before the
 * machine's code has loaded. The machine's tests hold the two equal.
 */
export function selectCookieNoticeAtStart({ accepted }: CookieNoticeInput): CookieNoticeView {
  return accepted
    ? { state: 'hidden', isRendered: false, canAccept: false }
    : { state: 'visible', isRendered: true, canAccept: true };
}

export type CookieNoticeState = 'checking' | 'visible' | 'fading' | 'hidden';

/** The notice view's props: its state, whether it is in the page, whether it takes an accept. */
export interface CookieNoticeView {
  state: CookieNoticeState;
  isRendered: boolean;
  canAccept: boolean;
}
