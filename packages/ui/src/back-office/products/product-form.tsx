import type { AdminProduct } from '@academy/contract/back-office/products';
import type { Language } from '@academy/contract/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import type { ImageFieldBinding } from '../images';
import { RecordFormPage, StatusBadge } from '../shell';
import { ProductDetailsSection } from './product-details-section';
import type { ProductRelation } from './product-form-values';
import { ProductImagesSection } from './product-images-section';
import { ProductPricesSection } from './product-prices-section';
import { ProductRelationsSection, type ProductSearch } from './product-relations-section';
import { ProductStockSection } from './product-stock-section';
import { ProductTextsSection } from './product-texts-section';
import type { ProductActionView, ProductOption } from './product-types';

/** What staff may do with a product besides saving its form. */
export type ProductAction = 'activate' | 'deactivate' | 'delete';

export interface ProductFormProps {
  /** The product as saved: its header, status and whether it was ever ordered. */
  product: AdminProduct;
  /** The save's flow (staffActionMachine): the form's values, refusals and state. */
  form: ProductActionView;
  /** The last save went through (until the next change). */
  saved: boolean;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
  categories: readonly ProductOption[];
  brands: readonly ProductOption[];
  searches: Readonly<Record<ProductRelation, ProductSearch>>;
  onSearch: (relation: ProductRelation, q: string) => void;
  images: { image: ImageFieldBinding; image2: ImageFieldBinding };
  onAction: (action: ProductAction) => void;
  backHref: string;
  LinkComponent?: LinkComponent;
  /** The page's confirmation dialog for an action. */
  children?: ReactNode;
}

/**
 * A product's page in the back office (issue 27): its status and actions, then its form in
 * sections (texts in five languages, details, prices per market, stock, relations, pictures),
 * saved at once; a refused field says why at the field, the rest of what was typed is kept.
 */
export function ProductForm({
  product,
  form,
  saved,
  onChange,
  onSave,
  categories,
  brands,
  searches,
  onSearch,
  images,
  onAction,
  backHref,
  LinkComponent = PlainLink,
  children,
}: ProductFormProps) {
  const { t, i18n } = useTranslation('ui');
  const submitting = form.state === 'submitting';
  const section = { form, onChange, disabled: submitting };
  return (
    <RecordFormPage
      kind="product"
      texts="adminProducts"
      form={form}
      saved={saved}
      onSave={onSave}
      title={product.title[i18n.language as Language] || product.title.ro}
      description={t('adminProducts.form.number', { id: product.id })}
      backHref={backHref}
      LinkComponent={LinkComponent}
      dialogs={children}
      actions={
        <>
          <StatusBadge tone={product.active ? 'success' : 'neutral'}>
            {t(product.active ? 'adminProducts.status.active' : 'adminProducts.status.inactive')}
          </StatusBadge>
          <Button
            variant="outline"
            onClick={() => onAction(product.active ? 'deactivate' : 'activate')}
          >
            {t(
              product.active
                ? 'adminProducts.actions.deactivate'
                : 'adminProducts.actions.activate',
            )}
          </Button>
          {product.ordered ? null : (
            <Button variant="outline" className="text-danger" onClick={() => onAction('delete')}>
              {t('adminProducts.actions.delete')}
            </Button>
          )}
        </>
      }
    >
      {product.ordered ? (
        <p className="text-muted-foreground text-sm">{t('adminProducts.form.ordered')}</p>
      ) : null}
      <ProductTextsSection {...section} />
      <ProductDetailsSection {...section} categories={categories} brands={brands} />
      <ProductPricesSection {...section} />
      <ProductStockSection {...section} />
      <ProductRelationsSection
        {...section}
        productId={product.id}
        searches={searches}
        onSearch={onSearch}
      />
      <ProductImagesSection {...images} disabled={submitting} />
    </RecordFormPage>
  );
}
