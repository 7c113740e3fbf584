import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { FieldRefusal } from '../field-refusal';
import { createTestActor } from '../testing/create-test-actor';
import { type StaffActionValues, selectStaffAction, staffActionMachine } from './index';

function start(answer: (values: StaffActionValues) => Promise<unknown>) {
  const calls: StaffActionValues[] = [];
  const onDone = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    staffActionMachine.provide({
      actions: { onDone, logError },
      actors: {
        perform: fromPromise<unknown, StaffActionValues>(({ input }) => {
          calls.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  const view = () => selectStaffAction(actor.getSnapshot());
  return { actor, calls, onDone, logError, view };
}

const refusal: FieldRefusal = { fieldErrors: { tracking: ['Too long'] } };

describe('staffActionMachine', () => {
  it('opens the dialog with the first values; cancel closes it and calls nothing', () => {
    // Arrange
    const { actor, calls, view } = start(async () => null);
    expect(view()).toMatchObject({ state: 'idle', isOpen: false, dialogState: 'idle' });
    // Act
    actor.send({ type: 'action.open', values: { reason: '' } });
    // Assert
    expect(view()).toMatchObject({ state: 'editing', isOpen: true, values: { reason: '' } });
    actor.send({ type: 'action.cancel' });
    expect(view().state).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('performs the action with the values, tells the page and is idle again', async () => {
    const { actor, calls, onDone, view } = start(async () => ({ id: 7 }));
    actor.send({ type: 'action.open' });
    actor.send({ type: 'action.change', field: 'tracking', value: 'RB123' });
    actor.send({ type: 'action.confirm', values: { note: 'fragile' } });
    expect(view()).toMatchObject({ state: 'submitting', isOpen: true, dialogState: 'submitting' });
    await waitFor(actor, (snapshot) => snapshot.value === 'idle');
    expect(calls).toEqual([{ tracking: 'RB123', note: 'fragile' }]);
    expect(onDone).toHaveBeenCalledOnce();
    expect(onDone.mock.calls[0]?.[1]).toEqual({ output: { id: 7 } });
    expect(view()).toMatchObject({ isOpen: false, errorKey: null });
  });

  it('keeps the dialog after a failed call, and retries with the same values', async () => {
    let fail = true;
    const { actor, calls, logError, onDone, view } = start(async () => {
      if (fail) throw new Error('offline');
      return null;
    });
    actor.send({ type: 'action.open', values: { reason: 'duplicate' } });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (snapshot) => snapshot.value === 'failure');
    expect(view()).toMatchObject({
      isOpen: true,
      dialogState: 'failure',
      errorKey: 'staffAction.failed',
      values: { reason: 'duplicate' },
    });
    expect(logError).toHaveBeenCalledOnce();
    fail = false;
    actor.send({ type: 'action.retry' });
    await waitFor(actor, (snapshot) => snapshot.value === 'idle');
    expect(calls).toEqual([{ reason: 'duplicate' }, { reason: 'duplicate' }]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("keeps the values on a server's refusal of fields and names them; correcting clears it", async () => {
    const { actor, calls, view } = start(async (values) => {
      if (values.tracking === 'X'.repeat(80)) throw refusal;
      return null;
    });
    actor.send({ type: 'action.open' });
    actor.send({ type: 'action.confirm', values: { tracking: 'X'.repeat(80) } });
    await waitFor(actor, (snapshot) => snapshot.value === 'failure');
    expect(view()).toMatchObject({
      errorKey: 'staffAction.checkFields',
      values: { tracking: 'X'.repeat(80) },
      fieldErrors: { tracking: ['Too long'] },
      fieldErrorKeys: { tracking: 'staffAction.fieldRefused' },
    });
    actor.send({ type: 'action.change', field: 'tracking', value: 'RB1' });
    expect(view().fieldErrorKeys).toEqual({});
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (snapshot) => snapshot.value === 'idle');
    expect(calls.at(-1)).toEqual({ tracking: 'RB1' });
  });

  it('cancels from a failure without calling again', async () => {
    const { actor, calls, onDone, view } = start(async () => {
      throw new Error('500');
    });
    actor.send({ type: 'action.open' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (snapshot) => snapshot.value === 'failure');
    actor.send({ type: 'action.cancel' });
    expect(view()).toMatchObject({ state: 'idle', isOpen: false });
    expect(calls).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('fails loudly when the page provides no call', async () => {
    const actor = createTestActor(staffActionMachine).start();
    actor.send({ type: 'action.open' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (snapshot) => snapshot.value === 'failure');
    expect(selectStaffAction(actor.getSnapshot()).errorKey).toBe('staffAction.failed');
  });
});
