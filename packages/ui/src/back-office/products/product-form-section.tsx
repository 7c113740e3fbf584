import type { Language } from '@academy/contract/languages';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../shell';
import type { ProductFormValues } from './product-form-values';
import { productFieldError } from './product-form-values';
import type { ProductActionView } from './product-types';

/** What every section of the form is given: the save flow's view and the change of a field. */
export interface ProductSectionProps {
  form: ProductActionView;
  onChange: (field: string, value: string) => void;
  disabled?: boolean;
}

/** A section's fields as props: a text input's, a flag's, and a field's translated refusal. */
export function useProductFields({ form, onChange, disabled }: ProductSectionProps) {
  const { t, i18n } = useTranslation('ui');
  const values: ProductFormValues = form.values;
  const error = (field: string) => {
    const key = productFieldError(form.fieldErrors, field);
    return key ? t(`adminProducts.errors.${key}`) : undefined;
  };
  const { text, flag } = fieldProps({ values, onChange, disabled }, error);
  return { t, language: i18n.language as Language, values, error, text, flag };
}
