import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createTestActor } from '../testing/create-test-actor';
import {
  type OrderCancelInput,
  type OrderCancelOutcome,
  orderCancelMachine,
  selectOrderCancel,
} from './index';

function start(answer: () => Promise<OrderCancelOutcome>) {
  const calls: OrderCancelInput[] = [];
  const reloadOrders = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    orderCancelMachine.provide({
      actions: { reloadOrders, logError },
      actors: {
        cancelOrder: fromPromise<OrderCancelOutcome, OrderCancelInput>(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
    { input: { orderId: 312 } },
  ).start();
  return { actor, calls, reloadOrders, logError };
}

describe('orderCancelMachine', () => {
  it('asks first; keeping the order closes the question and calls nothing', () => {
    const { actor, calls } = start(async () => 'cancelled');
    expect(selectOrderCancel(actor.getSnapshot())).toMatchObject({
      state: 'idle',
      isDialogOpen: false,
    });
    actor.send({ type: 'cancel.open' });
    expect(selectOrderCancel(actor.getSnapshot())).toMatchObject({
      state: 'asking',
      isDialogOpen: true,
    });
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('cancels the order on confirm and loads the orders again', async () => {
    const { actor, calls, reloadOrders } = start(async () => 'cancelled');
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.confirm' });
    expect(selectOrderCancel(actor.getSnapshot())).toMatchObject({
      state: 'cancelling',
      isCancelling: true,
      isDialogOpen: true,
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ orderId: 312 }]);
    expect(selectOrderCancel(actor.getSnapshot())).toMatchObject({
      state: 'cancelled',
      isDialogOpen: false,
      outcomeKey: 'orderCancel.cancelled',
    });
    expect(reloadOrders).toHaveBeenCalledOnce();
  });

  it('says so when the order was paid meanwhile, and loads the orders again', async () => {
    const { actor, reloadOrders } = start(async () => 'refused');
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectOrderCancel(actor.getSnapshot()).outcomeKey).toBe('orderCancel.refused');
    expect(reloadOrders).toHaveBeenCalledOnce();
  });

  it('keeps the question open with the error after a failed call, and tries again', async () => {
    let fail = true;
    const { actor, calls, logError } = start(async () => {
      if (fail) throw new Error('offline');
      return 'cancelled';
    });
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.value === 'failure');
    expect(selectOrderCancel(actor.getSnapshot())).toMatchObject({
      isDialogOpen: true,
      errorKey: 'orderCancel.failed',
    });
    expect(logError).toHaveBeenCalledOnce();
    fail = false;
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.value === 'cancelled');
    expect(calls).toHaveLength(2);
  });
});
