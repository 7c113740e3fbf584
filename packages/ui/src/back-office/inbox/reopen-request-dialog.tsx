import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { ContactRequestRow, StaffActionView } from './inbox-types';

export interface ReopenRequestDialogProps {
  request: Pick<ContactRequestRow, 'name'> | null;
  action: StaffActionView;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Puts a handled request back among the new ones (its note stays), once confirmed. */
export function ReopenRequestDialog({
  request,
  action,
  onConfirm,
  onCancel,
}: ReopenRequestDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  return (
    <ConfirmActionDialog
      open={action.isOpen && request !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('adminInbox.reopen.title')}
      description={t('adminInbox.reopen.description', { name: request?.name ?? '' })}
      confirmLabel={t('adminInbox.reopen.confirm')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    />
  );
}
