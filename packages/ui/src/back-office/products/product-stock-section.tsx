import { TextField } from '../../components/form-fields/form-fields';
import { FormSection } from '../shell';
import { type ProductSectionProps, useProductFields } from './product-form-section';

/**
 * The warehouse's count, which the checkout takes from (one count for every market: where the
 * product is sold is each market's "for sale" mark above), and the weight for shipping by weight.
 */
export function ProductStockSection(props: ProductSectionProps) {
  const { t, text } = useProductFields(props);
  return (
    <FormSection
      title={t('adminProducts.sections.stock')}
      description={t('adminProducts.sections.stockHint')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('stock')} inputMode="numeric" label={t('adminProducts.fields.stock')} />
        <TextField
          {...text('weight_grams')}
          inputMode="numeric"
          label={t('adminProducts.fields.weight_grams')}
        />
      </div>
    </FormSection>
  );
}
