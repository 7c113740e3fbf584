import {
  type CookieNoticeInput,
  type CookieNoticeView,
  selectCookieNotice,
  selectCookieNoticeAtStart,
} from '@academy/machines';
import { useEffect, useState } from 'react';
import type { CookieNoticeActorRef } from './cookie-notice-machine';
import { DeferredActor, useDeferredStart, useDeferredView } from './deferred-actor';
import { storedCookiesAccepted } from './preferences';

type DeferredCookieNotice = DeferredActor<
  CookieNoticeActorRef,
  CookieNoticeView,
  CookieNoticeInput
>;

const loadCookieNoticeMachine = async () =>
  (await import('./cookie-notice-machine')).createCookieNoticeActor;

/**
 * The cookie notice (spec 4): drawn as the machine starts from `accepted` (what the page was
 * drawn with), its machine loaded after the first render; an accept pressed before it runs is
 * taken once it does.
 */
export function useCookieNotice(accepted: boolean) {
  const [notice] = useState((): DeferredCookieNotice => {
    const input = { accepted };
    const view = selectCookieNoticeAtStart(input);
    return new DeferredActor({ view, select: selectCookieNotice, start: input });
  });
  useDeferredStart(notice, loadCookieNoticeMachine);
  // Drawn by the server without the cookie, though this browser's storage has the answer.
  useEffect(() => {
    if (storedCookiesAccepted()) notice.send({ type: 'notice.accept' });
  }, [notice]);
  return { view: useDeferredView(notice), accept: () => notice.send({ type: 'notice.accept' }) };
}
