import type { Language } from '@academy/contract/languages';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFormValues } from './product-form-values';
import { productFieldError } from './product-form-values';
import type { ProductActionView } from './product-types';

/** One section of a product's form: its heading, what it is for, its fields. */
export function ProductFormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot="product-form-section"
      className="bg-card flex min-w-0 flex-col gap-4 rounded-lg border p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

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
  const text = (field: string) => ({
    name: field,
    value: values[field] ?? '',
    onValueChange: (value: string) => onChange(field, value),
    error: error(field),
    disabled,
  });
  const flag = (field: string) => ({
    name: field,
    checked: values[field] === 'true',
    onCheckedChange: (on: boolean | 'indeterminate') => onChange(field, String(on === true)),
    disabled,
  });
  return { t, language: i18n.language as Language, values, error, text, flag };
}
