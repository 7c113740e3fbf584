import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import {
  type AutoConfirmEvent,
  autoConfirmMachine,
  type SaveAutoConfirmInput,
} from './auto-confirm.machine';
import { selectAutoConfirm } from './auto-confirm.selectors';

const input = { profileId: 7, lang: 'ro' as const, enabled: false };

function start(save = vi.fn(async ({ enabled }: SaveAutoConfirmInput) => enabled)) {
  const warn = vi.fn();
  const actor = createTestActor(
    autoConfirmMachine.provide({
      actions: { warn },
      actors: {
        saveAutoConfirm: fromPromise<boolean, SaveAutoConfirmInput>(({ input }) => save(input)),
      },
    }),
    { input },
  ).start();
  return { actor, save, warn };
}

describe('autoConfirmMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the new value at once, showing it while it saves', async () => {
    const { actor, save } = start();
    expect(selectAutoConfirm(actor.getSnapshot())).toMatchObject({ state: 'idle', enabled: false });

    actor.send({ type: 'autoConfirm.toggle' });
    expect(selectAutoConfirm(actor.getSnapshot())).toMatchObject({
      state: 'saving',
      enabled: true,
      isSaving: true,
    });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));

    expect(save).toHaveBeenCalledWith({ profileId: 7, lang: 'ro', enabled: true });
    expect(selectAutoConfirm(actor.getSnapshot()).enabled).toBe(true);
  });

  it('keeps what the server answers', async () => {
    const { actor } = start(vi.fn(async () => false));
    actor.send({ type: 'autoConfirm.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.enabled).toBe(false);
  });

  it('puts the old value back with a message when the save fails, and tries again', async () => {
    const save = vi.fn(async ({ enabled }: SaveAutoConfirmInput) => {
      if (save.mock.calls.length === 1) throw new Error('500');
      return enabled;
    });
    const { actor, warn } = start(save);

    actor.send({ type: 'autoConfirm.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(selectAutoConfirm(actor.getSnapshot())).toMatchObject({
      enabled: false,
      errorKey: 'autoConfirm.saveFailed',
    });
    expect(warn).toHaveBeenCalledOnce();

    actor.send({ type: 'autoConfirm.toggle' });
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.enabled).toBe(true);
  });

  it('saves in the language shown', async () => {
    const { actor, save } = start();
    actor.send({ type: 'language.change', lang: 'fr' });
    actor.send({ type: 'autoConfirm.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ lang: 'fr' }));
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const events = [
      { type: 'autoConfirm.toggle' },
      { type: 'xstate.done.actor.saveAutoConfirm', output: true },
      { type: 'xstate.error.actor.saveAutoConfirm', error: new Error('500') },
    ] as unknown as AutoConfirmEvent[];
    const paths = getShortestPaths(autoConfirmMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<boolean, SaveAutoConfirmInput>(() => new Promise(() => {}));

    for (const path of paths) {
      const actor = createTestActor(
        autoConfirmMachine.provide({ actors: { saveAutoConfirm: pending } }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual(['failure', 'idle', 'saving']);
  });
});
