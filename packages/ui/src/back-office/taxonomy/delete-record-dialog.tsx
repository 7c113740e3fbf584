import type { DeleteRefusal } from '@academy/contract/back-office/taxonomy';
import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { StaffActionView } from './record-types';

export interface DeleteRecordDialogProps {
  /** The record's name, as the list shows it. */
  name: string;
  action: StaffActionView;
  /** The server's refusal (409): a fixed category, or how many records still use it. */
  refusal: DeleteRefusal | null;
  onConfirm: () => void;
  onCancel: () => void;
}

const USES = [
  ['courses', 'courses'],
  ['products', 'products'],
  ['promo_codes', 'promoCodes'],
] as const;

/**
 * Deletes a record once confirmed. The server refuses a fixed category and a record still used:
 * the dialog then says why, naming how many courses, products or promo codes use it, so the
 * editor knows what to move first.
 */
export function DeleteRecordDialog({
  name,
  action,
  refusal,
  onConfirm,
  onCancel,
}: DeleteRecordDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const uses = refusal
    ? USES.filter(([field]) => refusal[field] > 0)
        .map(([field, key]) => t(`adminTaxonomy.record.uses.${key}`, { count: refusal[field] }))
        .join(', ')
    : '';
  const error = !refusal
    ? (message(action.errorKey) ?? undefined)
    : refusal.reason === 'fixed'
      ? t('adminTaxonomy.record.refusedFixed')
      : t('adminTaxonomy.record.refusedInUse', { uses });
  return (
    <ConfirmActionDialog
      slot="delete-record-dialog"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('adminTaxonomy.record.deleteTitle', { name })}
      description={t('adminTaxonomy.record.deleteDescription')}
      confirmLabel={t('adminTaxonomy.record.deleteConfirm')}
      tone="danger"
      state={action.dialogState}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
