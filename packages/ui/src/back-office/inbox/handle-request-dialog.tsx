import { CONTACT_NOTE_MAX } from '@academy/contract/back-office/inbox';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field/field';
import { Textarea } from '../../components/textarea/textarea';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { ContactRequestRow, StaffActionView } from './inbox-types';

export interface HandleRequestDialogProps {
  /** The request being handled (the dialog's text names it). */
  request: Pick<ContactRequestRow, 'name' | 'contact_data'> | null;
  /** The staff-action flow's dialog (`selectStaffAction`), its `note` value among `values`. */
  action: StaffActionView;
  onNoteChange: (note: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Marks a request handled, with a note of what was done (kept with it, shown in the list). */
export function HandleRequestDialog({
  request,
  action,
  onNoteChange,
  onConfirm,
  onCancel,
}: HandleRequestDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const refused = Boolean(action.fieldErrorKeys.note);
  return (
    <ConfirmActionDialog
      open={action.isOpen && request !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('adminInbox.handle.title')}
      description={t('adminInbox.handle.description', {
        name: request?.name ?? '',
        contact: request?.contact_data ?? '',
      })}
      confirmLabel={t('adminInbox.handle.confirm')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    >
      <Field
        label={t('adminInbox.handle.note')}
        hint={t('adminInbox.handle.noteHint')}
        error={refused ? t('adminInbox.handle.noteTooLong') : undefined}
      >
        <Textarea
          name="note"
          maxLength={CONTACT_NOTE_MAX}
          value={action.values.note ?? ''}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </Field>
    </ConfirmActionDialog>
  );
}
