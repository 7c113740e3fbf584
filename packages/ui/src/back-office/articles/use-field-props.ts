import { useTranslation } from 'react-i18next';
import { fieldProps } from '../shell/field-props';
import { type EditorValues, editorFieldError } from './article-form-values';

/**
 * The props of a form's fields from the flat values and the refused fields: each text field's
 * value, change and translated error, and every error by field (for TranslatedFields' `errors`).
 */
export function useFieldProps(
  values: EditorValues,
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  onChange: (field: string, value: string) => void,
) {
  const { t } = useTranslation('ui');
  const error = (field: string) => {
    const key = editorFieldError(fieldErrors, values, field);
    return key ? t(`adminArticles.errors.${key}`) : undefined;
  };
  const { text } = fieldProps({ values, onChange }, error);
  const errors: Record<string, string> = {};
  for (const field of Object.keys(fieldErrors)) {
    const message = error(field);
    if (message) errors[field] = message;
  }
  return { error, text, errors };
}
