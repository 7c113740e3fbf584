import { type OrderCancelActorRef, selectOrderCancel } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { ConfirmDialogFooter } from '../../components/dialog/confirm-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog/dialog';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';

export interface OrderCancelProps extends Omit<ComponentProps<'div'>, 'children'> {
  actor: OrderCancelActorRef;
  /** The order's number, in the question. */
  orderId: number;
}

/**
 * A buyer's "Cancel the order" on an unpaid order of the dashboard (issue 22), the orderCancel
 * machine's view: the button opens a question saying what comes back; confirmed, the order is
 * cancelled (or found paid meanwhile) and the outcome is said where the button was. The dialog
 * cannot be closed while the call runs; a failed call keeps it with the error, to try again.
 */
export function OrderCancel({ actor, orderId, className, ...props }: OrderCancelProps) {
  const { t } = useTranslation('flows');
  const message = useFlowMessage();
  const view = useSelector(actor, selectOrderCancel);
  const outcome = view.outcomeKey;
  // The button the dialog would give the focus back to is gone: the outcome takes it.
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  return (
    <div
      data-slot="order-cancel"
      data-state={view.state}
      className={cn('flex', className)}
      {...props}
    >
      {outcome ? (
        <p
          ref={said}
          role="status"
          tabIndex={-1}
          className="text-muted-foreground flex items-center gap-1.5 rounded-sm text-sm"
        >
          {view.state === 'cancelled' ? (
            <CircleCheckIcon className="text-success size-4" aria-hidden="true" />
          ) : (
            <InfoIcon className="size-4" aria-hidden="true" />
          )}
          {message(outcome)}
        </p>
      ) : (
        <Dialog
          open={view.isDialogOpen}
          onOpenChange={(open) => actor.send({ type: open ? 'cancel.open' : 'cancel.dismiss' })}
        >
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              {message('orderCancel.open')}
            </Button>
          </DialogTrigger>
          <DialogContent hideCloseButton>
            <DialogHeader>
              <DialogTitle>{t('orderCancel.title', { id: orderId })}</DialogTitle>
              <DialogDescription>{message('orderCancel.text')}</DialogDescription>
            </DialogHeader>
            {view.errorKey ? <Alert>{message(view.errorKey)}</Alert> : null}
            <ConfirmDialogFooter
              busy={view.isCancelling}
              cancelLabel={message('orderCancel.keep')}
              loadingText={message('orderCancel.cancelling') ?? undefined}
              onCancel={() => actor.send({ type: 'cancel.dismiss' })}
              onConfirm={() => actor.send({ type: 'cancel.confirm' })}
            >
              {message('orderCancel.confirm')}
            </ConfirmDialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
