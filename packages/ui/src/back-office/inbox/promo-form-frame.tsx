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
import type { ConfirmActionState } from '../shell';

export interface PromoFormFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The fields' region's accessible name. */
  fieldsLabel: string;
  state: ConfirmActionState;
  error?: string;
  onConfirm: () => void;
  children: ReactNode;
}

/**
 * ConfirmActionDialog's behaviour for a form longer than a screen: the title and the buttons stay
 * in view while the fields scroll in a region of their own, which takes keyboard focus (it stays
 * outside the fieldset that is disabled while the form is sent, so a keyboard can still scroll).
 */
export function PromoFormFrame({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  fieldsLabel,
  state,
  error,
  onConfirm,
  children,
}: PromoFormFrameProps) {
  const { t } = useTranslation('ui');
  const busy = state === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        data-slot="promo-form-dialog"
        data-action-state={state}
        hideCloseButton
        className="flex flex-col overflow-hidden sm:max-w-2xl"
      >
        <form onSubmit={submit} className="flex min-h-0 flex-col gap-5" noValidate>
          <DialogHeader className="pr-0">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <section
            aria-label={fieldsLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
            tabIndex={0}
            className="focus-visible:outline-ring -mx-1 min-h-0 overflow-y-auto px-1 py-1 focus-visible:outline-2"
          >
            <fieldset disabled={busy} className="flex flex-col gap-4">
              {children}
            </fieldset>
          </section>
          {state === 'failure' ? <Alert>{error ?? t('adminShell.dialog.failure')}</Alert> : null}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('adminShell.dialog.cancel')}
            </Button>
            <Button type="submit" loading={busy} loadingText={t('adminShell.dialog.submitting')}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
