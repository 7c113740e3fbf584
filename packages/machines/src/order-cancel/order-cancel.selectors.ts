import type { OrderCancelSnapshot } from './order-cancel.machine';
import type { OrderCancelMessageKey } from './order-cancel.message-keys';

/** The machine's state, for the view's `data-state`. */
export type OrderCancelState =
  | 'idle'
  | 'asking'
  | 'cancelling'
  | 'failure'
  | 'cancelled'
  | 'refused';

/** The button, the dialog (open while asking, cancelling or failed), and the outcome's words. */
export function selectOrderCancel(snapshot: OrderCancelSnapshot) {
  const state: OrderCancelState = snapshot.value;
  const outcomeKey: OrderCancelMessageKey | null =
    state === 'cancelled'
      ? 'orderCancel.cancelled'
      : state === 'refused'
        ? 'orderCancel.refused'
        : null;
  return {
    state,
    isDialogOpen: state === 'asking' || state === 'cancelling' || state === 'failure',
    isCancelling: state === 'cancelling',
    errorKey: state === 'failure' ? ('orderCancel.failed' as const) : null,
    outcomeKey,
  };
}
