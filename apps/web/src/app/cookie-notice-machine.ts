import { type CookieNoticeInput, cookieNoticeMachine } from '@academy/machines';
import { type ActorRefFrom, createActor } from 'xstate';
import { storeCookiesAccepted } from './preferences';

export type CookieNoticeActorRef = ActorRefFrom<typeof cookieNoticeMachine>;

/** The cookie notice's machine, the acceptance kept in storage and a cookie (preferences.ts). */
export function createCookieNoticeActor(input: CookieNoticeInput): CookieNoticeActorRef {
  const machine = cookieNoticeMachine.provide({
    actions: { persistAcceptance: storeCookiesAccepted },
  });
  return createActor(machine, { input });
}
