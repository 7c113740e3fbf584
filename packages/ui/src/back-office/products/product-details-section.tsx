import { PRODUCT_TAGS_MAX } from '@academy/contract/back-office/products';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { Textarea } from '../../components/textarea/textarea';
import { FormSection } from '../shell';
import { type ProductSectionProps, useProductFields } from './product-form-section';
import { PRODUCT_FLAGS } from './product-form-values';
import type { ProductOption } from './product-types';

export interface ProductDetailsSectionProps extends ProductSectionProps {
  categories: readonly ProductOption[];
  brands: readonly ProductOption[];
}

/** The value of "none" in a select (Radix's select takes no empty value). */
const NONE = 'none';

/**
 * Where the product sits in the shop and who sees it: type and packaging, category, brand,
 * tags, the professions whose catalogue shows it (spec 5) and the specialists' stores.
 */
export function ProductDetailsSection({
  categories,
  brands,
  ...props
}: ProductDetailsSectionProps) {
  const { t, values, error, text, flag } = useProductFields(props);
  const choice = (field: 'category' | 'brand', options: readonly ProductOption[]) => (
    <SelectField
      label={t(`adminProducts.fields.${field}`)}
      placeholder={t('adminProducts.fields.none')}
      value={values[field] || NONE}
      onValueChange={(value) => props.onChange(field, value === NONE ? '' : value)}
      options={[
        { value: NONE, label: t('adminProducts.fields.none') },
        ...options.map((option) => ({ value: String(option.id), label: option.name })),
      ]}
      error={error(field)}
    />
  );
  return (
    <FormSection title={t('adminProducts.sections.details')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...text('type')} label={t('adminProducts.fields.type')} maxLength={60} />
        <TextField
          {...text('weight_packaging')}
          label={t('adminProducts.fields.weight_packaging')}
          hint={t('adminProducts.fields.packagingHint')}
          maxLength={60}
        />
        <TextField
          {...text('size_packaging')}
          label={t('adminProducts.fields.size_packaging')}
          maxLength={60}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {choice('category', categories)}
        {choice('brand', brands)}
      </div>
      <Field
        label={t('adminProducts.fields.tags')}
        hint={t('adminProducts.fields.tagsHint', { max: PRODUCT_TAGS_MAX })}
        error={error('tags')}
      >
        <Textarea
          name="tags"
          rows={3}
          value={values.tags ?? ''}
          onChange={(event) => props.onChange('tags', event.target.value)}
          disabled={props.disabled}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('adminProducts.fields.audience')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {PRODUCT_FLAGS.map((name) => (
            <Field key={name} orientation="horizontal" label={t(`adminProducts.fields.${name}`)}>
              <Checkbox {...flag(name)} />
            </Field>
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}
