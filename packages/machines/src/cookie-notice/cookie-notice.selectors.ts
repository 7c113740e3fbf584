import type { SnapshotFrom } from 'xstate';
import type { cookieNoticeMachine } from './cookie-notice.machine';

export type CookieNoticeSnapshot = SnapshotFrom<typeof cookieNoticeMachine>;

/** What the notice view needs: whether it is in the page and its `data-state`. */
export function selectCookieNotice(snapshot: CookieNoticeSnapshot) {
  const state = snapshot.value as 'checking' | 'visible' | 'fading' | 'hidden';
  return {
    state,
    isRendered: state === 'visible' || state === 'fading',
    canAccept: snapshot.can({ type: 'notice.accept' }),
  };
}
