import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { COOKIE_NOTICE_HIDE_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { cookieNoticeMachine } from './cookie-notice.machine';
import { selectCookieNotice, selectCookieNoticeAtStart } from './cookie-notice.selectors';

describe('cookieNoticeMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden at once when acceptance was stored', () => {
    const actor = createTestActor(cookieNoticeMachine, { input: { accepted: true } }).start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(selectCookieNotice(actor.getSnapshot()).isRendered).toBe(false);
  });

  it.each([true, false])(
    'shows at start what its first snapshot shows (accepted before: %s)',
    (accepted) => {
      const actor = createTestActor(cookieNoticeMachine, { input: { accepted } }).start();
      expect(selectCookieNoticeAtStart({ accepted })).toEqual(
        selectCookieNotice(actor.getSnapshot()),
      );
    },
  );

  it('stays visible until accepted, then persists and fades', () => {
    const persistAcceptance = vi.fn();
    const actor = createTestActor(cookieNoticeMachine.provide({ actions: { persistAcceptance } }), {
      input: { accepted: false },
    }).start();
    expect(actor.getSnapshot().value).toBe('visible');

    actor.send({ type: 'notice.accept' });

    expect(persistAcceptance).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('fading');
    expect(selectCookieNotice(actor.getSnapshot()).isRendered).toBe(true);
  });

  it('hides exactly 1000 ms after acceptance', () => {
    const actor = createTestActor(cookieNoticeMachine, { input: { accepted: false } }).start();
    actor.send({ type: 'notice.accept' });

    vi.advanceTimersByTime(COOKIE_NOTICE_HIDE_MS - 1);
    expect(actor.getSnapshot().value).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('reaches every state by some path', () => {
    const reached = new Set<string>();
    for (const accepted of [true, false]) {
      const paths = getShortestPaths(cookieNoticeMachine, {
        input: { accepted },
        events: [{ type: 'notice.accept' }],
      });
      for (const path of paths) reached.add(String(path.state.value));
    }
    expect([...reached].sort()).toEqual(['fading', 'hidden', 'visible']);
  });
});
