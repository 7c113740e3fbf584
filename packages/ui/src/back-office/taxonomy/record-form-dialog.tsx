import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import { translatedFieldsOf } from '../shell/form-values';
import { type TranslatedFieldSpec, TranslatedFields } from '../translated-fields';
import type { StaffActionView } from './record-types';
import { useRecordErrors } from './use-record-errors';

export interface RecordFormDialogProps {
  title: string;
  description: string;
  /** A new record's "Add", an edit's "Save". */
  mode: 'create' | 'edit';
  /** The staff-action flow's dialog: the form's flat values and the refused fields. */
  action: StaffActionView;
  /** The record's translated fields, shown in a tab per language. */
  fields: readonly TranslatedFieldSpec[];
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The record's other fields (a slug, a category, a picture, a rating), above its texts. */
  children?: ReactNode;
  slot?: string;
}

/**
 * Creates or edits a record of the taxonomy or of Home's content in a dialog: its own fields,
 * then its texts in the five languages with their completeness marks. A refused field (the form's
 * own check with the contract's schema, or the server's) shows its translated error at its field
 * and language; what was typed stays.
 */
export function RecordFormDialog({
  title,
  description,
  mode,
  action,
  fields,
  onChange,
  onConfirm,
  onCancel,
  children,
  slot = 'record-form-dialog',
}: RecordFormDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const errors = useRecordErrors(action);
  return (
    <ConfirmActionDialog
      slot={slot}
      className="flex flex-col overflow-hidden sm:max-w-2xl"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={title}
      description={description}
      confirmLabel={t(
        mode === 'create' ? 'adminTaxonomy.record.create' : 'adminTaxonomy.record.save',
      )}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
      fieldsLabel={t('adminTaxonomy.record.fields')}
    >
      {children}
      <TranslatedFields
        fields={fields}
        values={translatedFieldsOf(
          action.values,
          fields.map((field) => field.name),
        )}
        onChange={(name, language, text) => onChange(`${name}.${language}`, text)}
        errors={errors.all}
        disabled={action.dialogState === 'submitting'}
      />
    </ConfirmActionDialog>
  );
}
