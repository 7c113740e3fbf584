import { LANGUAGE_NAMES, LANGUAGES } from '@academy/contract/languages';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field/field';
import { FileInput } from '../../components/file-input/file-input';
import { SelectField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import type { StaffActionView } from './course-content-types';

export interface CaptionsFieldsProps {
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
  /** The chosen WebVTT file (kept by the page: a file is not a flow value). */
  file: { name: string } | null;
  onFileChange: (file: File | null) => void;
}

/** A video's captions in one language: the language and its WebVTT file (a second replaces). */
export function CaptionsFields({ action, onChange, file, onFileChange }: CaptionsFieldsProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('adminCourseContent.fields.captionsLanguage')}
        placeholder={t('adminCourseContent.fields.captionsLanguage')}
        value={action.values.lang ?? 'ro'}
        onValueChange={(value) => onChange('lang', value)}
        options={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
      />
      <Field
        label={t('adminCourseContent.fields.captionsFile')}
        error={message(action.fieldErrorKeys.file) ?? undefined}
      >
        <FileInput
          file={file}
          onFileChange={onFileChange}
          accept="text/vtt,.vtt"
          disabled={action.dialogState === 'submitting'}
        />
      </Field>
    </div>
  );
}
