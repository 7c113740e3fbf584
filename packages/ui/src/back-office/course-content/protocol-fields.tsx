import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field/field';
import { FileInput } from '../../components/file-input/file-input';
import { useFlowMessage } from '../../flows/use-flow-message';
import type { StaffActionView } from './course-content-types';
import { TranslatedDialogFields } from './translated-dialog-fields';

export interface ProtocolFieldsProps {
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
  /** The chosen PDF (kept by the page: a file is not a flow value). */
  file: { name: string } | null;
  onFileChange: (file: File | null) => void;
}

/** A new protocol's fields: the PDF and its title in five languages. */
export function ProtocolFields({ action, onChange, file, onFileChange }: ProtocolFieldsProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  return (
    <div className="flex flex-col gap-4">
      <Field
        label={t('adminCourseContent.fields.file')}
        error={message(action.fieldErrorKeys.file) ?? undefined}
      >
        <FileInput
          file={file}
          onFileChange={onFileChange}
          accept="application/pdf,.pdf"
          disabled={action.dialogState === 'submitting'}
        />
      </Field>
      <TranslatedDialogFields
        name="title"
        label={t('adminCourseContent.fields.title')}
        action={action}
        onChange={onChange}
      />
    </div>
  );
}
