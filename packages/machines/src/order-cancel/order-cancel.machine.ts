import { type ActorRefFrom, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

export interface OrderCancelInput {
  orderId: number;
}

/**
 * What `cancelOrder` answers: cancelled, or refused because the order moved on meanwhile (paid,
 * or a card payment under way: the server's 409). Any other failure rejects and may be retried.
 */
export type OrderCancelOutcome = 'cancelled' | 'refused';

export type OrderCancelEvent =
  | { type: 'cancel.open' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' };

/**
 * A buyer cancels their own unpaid order from the dashboard (issue 22): the button asks first
 * (a dialog says what comes back: the stock, the cashback spent, the promo code's use), then
 * cancels; a failed call keeps the dialog with a retry. Done either way (cancelled, or refused
 * because the order was paid meanwhile), the app loads the orders again.
 */
export const orderCancelMachine = setup({
  types: {
    input: {} as OrderCancelInput,
    context: {} as OrderCancelInput,
    events: {} as OrderCancelEvent,
  },
  actors: {
    /** `POST /orders/{id}/cancel/`. */
    cancelOrder: notProvided<OrderCancelOutcome, OrderCancelInput>('cancelOrder'),
  },
  actions: {
    /** The order changed on the server: the list is loaded again. */
    reloadOrders: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isRefused: (_, outcome: OrderCancelOutcome) => outcome === 'refused',
  },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({ orderId: input.orderId }),
  initial: 'idle',
  states: {
    idle: { on: { 'cancel.open': 'asking' } },
    asking: { on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'idle' } },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'refused',
          },
          { target: 'cancelled' },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: { on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'idle' } },
    cancelled: { type: 'final', entry: 'reloadOrders' },
    refused: { type: 'final', entry: 'reloadOrders' },
  },
});

export type OrderCancelSnapshot = SnapshotFrom<typeof orderCancelMachine>;
export type OrderCancelActorRef = ActorRefFrom<typeof orderCancelMachine>;
