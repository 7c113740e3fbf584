import {
  type CookieNoticeInput,
  cookieNoticeMachine,
  selectCookieNotice,
  selectCookieNoticeAtStart,
  toastMachine,
} from '@academy/machines';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { DeferredActor } from './deferred-actor';

const createNotice = (input: CookieNoticeInput) => createActor(cookieNoticeMachine, { input });
const notice = (accepted = false) =>
  new DeferredActor({
    view: selectCookieNoticeAtStart({ accepted }),
    select: selectCookieNotice,
    start: { accepted },
  });
const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('a deferred actor', () => {
  it('shows the start view, keeps what is sent in order, and delivers it once the actor runs', async () => {
    const deferred = new DeferredActor({ view: null, start: null });
    deferred.send({ type: 'toast.show', message: 'first' });
    deferred.send({ type: 'toast.show', message: 'second' });
    expect(deferred.isRunning).toBe(false);

    const actor = deferred.run(() => createActor(toastMachine));
    expect(actor.getSnapshot().value).toBe('hidden'); // not during the run: a render may call it
    await tick();
    expect(actor.getSnapshot().context.message).toBe('second');
    deferred.send({ type: 'toast.close' });
    expect(actor.getSnapshot().value).toBe('closing');
    actor.stop();
  });

  it('makes one actor, whoever asks first, and tells the readers when its view changes', async () => {
    const deferred = notice();
    const listener = vi.fn();
    deferred.subscribe(listener);
    const start = deferred.getView();
    expect(start).toMatchObject({ state: 'visible', canAccept: true });

    const actor = deferred.run(createNotice);
    expect(deferred.run(createNotice)).toBe(actor);
    await expect(deferred.running()).resolves.toBe(actor);
    // The machine's first view is the start view: nothing re-renders.
    expect(deferred.getView()).toBe(start);
    expect(listener).not.toHaveBeenCalled();

    deferred.send({ type: 'notice.accept' });
    expect(deferred.getView()).toMatchObject({ state: 'fading', canAccept: false });
    expect(listener).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('keeps its actor through a release and hold in one task (StrictMode), stops it after the last release', async () => {
    const deferred = notice();
    const release = deferred.hold();
    const actor = deferred.run(createNotice);
    release();
    const again = deferred.hold();
    await tick();
    expect(actor.getSnapshot().status).toBe('active');

    again();
    await tick();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('runs nothing when its module arrives after the provider has gone', async () => {
    const deferred = notice();
    deferred.hold()();
    await tick();
    const create = vi.fn(createNotice);
    await deferred.load(Promise.resolve(create));
    expect(create).not.toHaveBeenCalled();
    expect(deferred.isRunning).toBe(false);
  });
});
