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
  /**
   * For a form longer than a screen: the accessible name of a region of its own in which the
   * fields scroll while the title and the buttons stay in view. The region takes keyboard focus
   * (it stays outside the fieldset disabled while the form is sent, so a keyboard can still
   * scroll it).
   */
  fieldsLabel?: string;
  /** The dialog's own slot name (`data-slot`). */
  slot?: string;
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
  fieldsLabel,
  slot = 'confirm-action-dialog',
  className,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('ui');
  const busy = state === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  const fields = children ? (
    <fieldset disabled={busy} className="flex flex-col gap-4">
      {children}
    </fieldset>
  ) : null;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        data-slot={slot}
        data-action-state={state}
        hideCloseButton
        className={className}
      >
        <form
          onSubmit={submit}
          className={cn('flex flex-col gap-5', fieldsLabel && 'min-h-0')}
          noValidate
        >
          <DialogHeader className="pr-0">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {fieldsLabel ? (
            <section
              aria-label={fieldsLabel}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
              tabIndex={0}
              className="focus-visible:outline-ring -mx-1 min-h-0 overflow-y-auto px-1 py-1 focus-visible:outline-2"
            >
              {fields}
            </section>
          ) : (
            fields
          )}
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
