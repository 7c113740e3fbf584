import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import { visitFixture } from '../testing/visit-fixture';
import {
  selectVisitConfirm,
  type VisitConfirmOutcome,
  type VisitLinkInput,
  visitConfirmMachine,
} from './index';

const link = { id: 61, token: 'c'.repeat(32) };

function start(answer: () => Promise<VisitConfirmOutcome>) {
  const calls: VisitLinkInput[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    visitConfirmMachine.provide({
      actions: { logError },
      actors: {
        confirmEmail: fromPromise<VisitConfirmOutcome, VisitLinkInput>(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: link },
  ).start();
  return { actor, calls, logError };
}

const done = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.status === 'done');

describe('visitConfirmMachine', () => {
  it('confirms with the link’s id and token at once, and shows the confirmed visit', async () => {
    const { actor, calls } = start(async () => ({ outcome: 'confirmed', visit: visitFixture }));
    expect(selectVisitConfirm(actor.getSnapshot())).toMatchObject({
      state: 'confirming',
      isConfirming: true,
      texts: null,
    });
    await done(actor);
    expect(calls).toEqual([link]);
    expect(selectVisitConfirm(actor.getSnapshot())).toMatchObject({
      state: 'confirmed',
      texts: { title: 'visitConfirm.confirmedTitle', text: 'visitConfirm.confirmedText' },
      visit: { time_zone: 'Europe/Chisinau' },
    });
  });

  it('says the request reached the specialist when they confirm it themselves', async () => {
    const visit = { ...visitFixture, status: 'new' as const, confirmation: false };
    const { actor } = start(async () => ({ outcome: 'received', visit }));
    await done(actor);
    expect(selectVisitConfirm(actor.getSnapshot())).toMatchObject({
      state: 'received',
      visit: { status: 'new' },
    });
  });

  it.each([
    ['taken', 'visitConfirm.takenTitle'],
    ['invalid', 'visitConfirm.invalidTitle'],
    ['expired', 'visitConfirm.expiredTitle'],
  ] as const)('ends in %s with its own message and no visit', async (outcome, title) => {
    const { actor } = start(async () => ({ outcome }));
    await done(actor);
    expect(selectVisitConfirm(actor.getSnapshot())).toMatchObject({
      state: outcome,
      texts: { title },
      visit: null,
    });
  });

  it('offers to try again after a failed call', async () => {
    let fail = true;
    const { actor, calls, logError } = start(async () => {
      if (fail) throw new Error('network');
      return { outcome: 'received', visit: visitFixture };
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(logError).toHaveBeenCalledOnce();
    expect(selectVisitConfirm(actor.getSnapshot()).isFailure).toBe(true);
    fail = false;
    actor.send({ type: 'confirm.retry' });
    await done(actor);
    expect(actor.getSnapshot().value).toBe('received');
    expect(calls).toHaveLength(2);
  });
});
