import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { cn } from '../../lib/cn';

export type ConfirmActionState = 'idle' | 'submitting' | 'failure';

export interface ConfirmActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** A destructive action (cancel, refund, reject): the confirm button is red. */
  tone?: 'danger';
  /** Fields the action takes (a reason, a tracking number), inside the dialog's form. */
  children?: ReactNode;
  /** The action's state (selectStaffAction's `dialogState`). */
  state: ConfirmActionState;
  /** The failure's text, translated; a general one otherwise. */
  error?: string;
  /** Called on the confirm button or Enter in a field (the form's submit). */
  onConfirm: () => void;
  /** The way back's label; "Cancel" by default. */
  cancelLabel?: ReactNode;
  className?: string;
}

/**
 * Every staff action that changes a record is confirmed here: a modal on the kit's Radix dialog
 * (focus trapped inside, given back to what opened it), its fields in a form, the confirm button
 * busy while the action runs (the dialog cannot be closed then), and a failure said in an alert.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone,
  children,
  state,
  error,
  onConfirm,
  cancelLabel,
  className,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('ui');
  const busy = state === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        data-slot="confirm-action-dialog"
        data-action-state={state}
        hideCloseButton
        className={className}
      >
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <DialogHeader className="pr-0">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children ? (
            <fieldset disabled={busy} className="flex flex-col gap-4">
              {children}
            </fieldset>
          ) : null}
          {state === 'failure' ? <Alert>{error ?? t('adminShell.dialog.failure')}</Alert> : null}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {cancelLabel ?? t('adminShell.dialog.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              loadingText={t('adminShell.dialog.submitting')}
              className={cn(
                tone === 'danger' && 'bg-danger text-danger-foreground hover:bg-danger/90',
              )}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
