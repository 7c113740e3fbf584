import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { StaffActionView } from './articles-types';

export interface DeletePublicationDialogProps {
  /** What is deleted: its texts under `adminArticles.delete.<kind>`. */
  kind: 'article' | 'promotion' | 'usefulInfo';
  /** The record's title, said in the question. */
  title: string;
  action: StaffActionView;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a record, confirmed: it leaves the site at once (its page answers "not found"). */
export function DeletePublicationDialog({
  kind,
  title,
  action,
  onConfirm,
  onCancel,
}: DeletePublicationDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  return (
    <ConfirmActionDialog
      slot="delete-publication-dialog"
      tone="danger"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`adminArticles.delete.${kind}`, { title: title || t('adminArticles.untitled') })}
      description={t('adminArticles.delete.description')}
      confirmLabel={t('adminArticles.delete.confirm')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    />
  );
}
