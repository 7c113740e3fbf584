import { type StaffActionActorRef, selectStaffAction } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import { useOrderFormat } from './order-format';
import type { AdminOrder, AdminOrderAction } from './order-types';

/** The field each move asks for, if any: the parcel's number, or why (kept in the history). */
const FIELD: Partial<Record<AdminOrderAction, 'tracking_number' | 'reason'>> = {
  ship: 'tracking_number',
  cancel: 'reason',
  refund: 'reason',
};

/** The values a move's dialog opens with: which move, and its field empty. */
export function orderActionValues(action: AdminOrderAction): Record<string, string> {
  const field = FIELD[action];
  return field ? { action, [field]: '' } : { action };
}

export interface OrderActionDialogProps {
  /** The staff action's actor; its values name the move (`action`) and hold its field. */
  actor: StaffActionActorRef;
  order: AdminOrder;
}

/**
 * The confirm dialog of a move on an order (mark paid, ship, deliver, cancel, refund): what it
 * will do, its field, busy while it runs, and the failure or the server's refusal of the field.
 */
export function OrderActionDialog({ actor, order }: OrderActionDialogProps) {
  const { t } = useTranslation('ui');
  const flowMessage = useFlowMessage();
  const { money } = useOrderFormat();
  const view = useSelector(actor, selectStaffAction);
  const action = (view.values.action ?? 'mark_paid') as AdminOrderAction;
  const field = FIELD[action];
  const danger = action === 'cancel' || action === 'refund';
  const texts = { id: order.id, amount: money(order.total, order.currency) };
  return (
    <ConfirmActionDialog
      open={view.isOpen}
      onOpenChange={(open) => (open ? undefined : actor.send({ type: 'action.cancel' }))}
      title={t(`adminOrders.dialog.${action}.title`, texts)}
      description={t(`adminOrders.dialog.${action}.description`, texts)}
      confirmLabel={t(`adminOrders.dialog.${action}.confirm`)}
      cancelLabel={t('adminOrders.dialog.keep')}
      tone={danger ? 'danger' : undefined}
      state={view.dialogState}
      error={flowMessage(view.errorKey) ?? undefined}
      onConfirm={() => actor.send({ type: 'action.confirm' })}
    >
      {field ? (
        <TextField
          label={t(
            field === 'reason' ? 'adminOrders.dialog.reason' : 'adminOrders.dialog.trackingNumber',
          )}
          hint={field === 'reason' ? t('adminOrders.dialog.reasonHint') : undefined}
          name={field}
          required
          autoComplete="off"
          maxLength={field === 'reason' ? 500 : 100}
          value={view.values[field] ?? ''}
          error={view.fieldErrorKeys[field] ? t('adminOrders.dialog.required') : undefined}
          onValueChange={(value) => actor.send({ type: 'action.change', field, value })}
        />
      ) : null}
    </ConfirmActionDialog>
  );
}
