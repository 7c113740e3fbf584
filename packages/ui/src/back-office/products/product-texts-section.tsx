import { FormSection, translatedErrors, translatedFieldsOf } from '../shell';
import { TranslatedFields } from '../translated-fields';
import { type ProductSectionProps, useProductFields } from './product-form-section';
import { PRODUCT_TEXT_FIELDS } from './product-form-values';

/** How each text is written: the page shows the title and short description as plain text. */
const KINDS = {
  title: { kind: 'text', required: true, maxLength: 200 },
  short_description: { kind: 'textarea', maxLength: 1000 },
  description: { kind: 'rich-text', maxLength: 20_000 },
  description2: { kind: 'rich-text', maxLength: 20_000 },
  ingredients: { kind: 'rich-text', maxLength: 10_000 },
} as const;

/** The product's texts in the five languages, a tab each with its completeness mark. */
export function ProductTextsSection(props: ProductSectionProps) {
  const { t, values, error } = useProductFields(props);
  const texts = translatedFieldsOf(values, PRODUCT_TEXT_FIELDS);
  const errors = translatedErrors(PRODUCT_TEXT_FIELDS, error);
  return (
    <FormSection
      title={t('adminProducts.sections.texts')}
      description={t('adminProducts.sections.textsHint')}
    >
      <TranslatedFields
        fields={PRODUCT_TEXT_FIELDS.map((name) => ({
          name,
          label: t(`adminProducts.fields.${name}`),
          ...KINDS[name],
        }))}
        values={texts}
        onChange={(name, language, text) => props.onChange(`${name}.${language}`, text)}
        errors={errors}
        disabled={props.disabled}
      />
    </FormSection>
  );
}
