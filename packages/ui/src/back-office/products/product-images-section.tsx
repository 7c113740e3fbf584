import { useTranslation } from 'react-i18next';
import { ImageField, type ImageFieldBinding } from '../images';
import { FormSection } from '../shell';

export interface ProductImagesSectionProps {
  /** The product's picture (image_thumbnail): it is never without one once shown. */
  image: ImageFieldBinding;
  /** The second picture (image2_thumbnail), which may be removed. */
  image2: ImageFieldBinding;
  disabled?: boolean;
}

/** The product's two pictures, each uploaded once and resized by the server for the shop. */
export function ProductImagesSection({ image, image2, disabled }: ProductImagesSectionProps) {
  const { t } = useTranslation('ui');
  return (
    <FormSection
      title={t('adminProducts.sections.images')}
      description={t('adminProducts.sections.imagesHint')}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <ImageField
          {...image}
          label={t('adminProducts.fields.image')}
          removable={false}
          aspect="1 / 1"
          disabled={disabled}
        />
        <ImageField
          {...image2}
          label={t('adminProducts.fields.image2')}
          aspect="1 / 1"
          disabled={disabled}
        />
      </div>
    </FormSection>
  );
}
