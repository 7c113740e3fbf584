import { useTranslation } from 'react-i18next';
import { ConfirmDialogFooter } from '../../components/dialog/confirm-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';

export interface UnsavedChangesDialogProps {
  /** The user is leaving the page with changes not saved. */
  open: boolean;
  /** Back to the form, the changes kept (Escape too). */
  onStay: () => void;
  /** Leave; the changes are lost. */
  onLeave: () => void;
}

/** Asked before leaving a form with unsaved changes: stay (the default, first) or leave them. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent data-slot="unsaved-changes-dialog" hideCloseButton>
        <DialogHeader>
          <DialogTitle>{t('availability.leaveTitle')}</DialogTitle>
          <DialogDescription>{t('availability.leaveText')}</DialogDescription>
        </DialogHeader>
        <ConfirmDialogFooter
          busy={false}
          cancelLabel={t('availability.stay')}
          onCancel={onStay}
          onConfirm={onLeave}
        >
          {t('availability.leave')}
        </ConfirmDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
