import { LANGUAGES } from '@academy/contract/languages';
import { useFlowMessage } from '../../flows/use-flow-message';
import { translatedOf } from '../shell/form-values';
import { TranslatedFields } from '../translated-fields';
import type { StaffActionView } from './course-content-types';

export interface TranslatedDialogFieldsProps {
  /** The field's name in the save body (`name`, `title`). */
  name: string;
  label: string;
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
  maxLength?: number;
}

/**
 * A dialog's one-line text in the five languages (TranslatedFields), bound to the staff-action
 * flow's values (`<name>.<lang>`), a refused language showing the flow's refusal at its field.
 */
export function TranslatedDialogFields({
  name,
  label,
  action,
  onChange,
  maxLength = 200,
}: TranslatedDialogFieldsProps) {
  const message = useFlowMessage();
  const errors = Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const key =
        action.fieldErrorKeys[`${name}.${lang}`] ??
        (lang === 'ro' ? action.fieldErrorKeys[name] : undefined);
      return key ? [[`${name}.${lang}`, message(key) ?? '']] : [];
    }),
  );
  return (
    <TranslatedFields
      fields={[{ name, label, kind: 'text', required: true, maxLength }]}
      values={{ [name]: translatedOf(action.values, name) }}
      onChange={(field, lang, text) => onChange(`${field}.${lang}`, text)}
      errors={errors}
      disabled={action.dialogState === 'submitting'}
    />
  );
}
