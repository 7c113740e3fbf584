import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import {
  selectVisitCancel,
  type VisitCancelInput,
  type VisitCancelOutcome,
  visitCancelMachine,
} from './index';

const link = { id: 41, token: 'a'.repeat(32) };

function start(answer: () => Promise<VisitCancelOutcome>) {
  const calls: VisitCancelInput[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    visitCancelMachine.provide({
      actions: { logError },
      actors: {
        cancelVisit: fromPromise<VisitCancelOutcome, VisitCancelInput>(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: link },
  ).start();
  return { actor, calls, logError };
}

describe('visitCancelMachine', () => {
  it('asks first, then cancels with the link’s id and token', async () => {
    const { actor, calls } = start(async () => ({ outcome: 'cancelled' }));
    expect(selectVisitCancel(actor.getSnapshot())).toMatchObject({
      state: 'asking',
      isAsking: true,
      buttonLabelKey: 'visitCancel.confirm',
    });
    expect(calls).toEqual([]);

    actor.send({ type: 'cancel.confirm' });
    expect(selectVisitCancel(actor.getSnapshot())).toMatchObject({
      isCancelling: true,
      buttonLabelKey: 'visitCancel.cancelling',
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(calls).toEqual([link]);
    expect(selectVisitCancel(actor.getSnapshot())).toMatchObject({
      state: 'cancelled',
      isAsking: false,
    });
  });

  it('ends on an invalid link when the server refuses the token', async () => {
    const { actor } = start(async () => ({ outcome: 'invalidLink' }));
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('invalidLink');
  });

  it('offers to try again after a failed call', async () => {
    let fail = true;
    const { actor, calls, logError } = start(async () => {
      if (fail) throw new Error('network');
      return { outcome: 'cancelled' };
    });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(logError).toHaveBeenCalledOnce();
    expect(selectVisitCancel(actor.getSnapshot()).isAsking).toBe(true);

    fail = false;
    actor.send({ type: 'cancel.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('cancelled'));
    expect(calls).toHaveLength(2);
  });
});
