import type { AdminProductPick } from '@academy/contract/back-office/products';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/button/button';
import { FormSection, SearchField } from '../shell';
import { type ProductSectionProps, useProductFields } from './product-form-section';
import { PRODUCT_RELATIONS, type ProductRelation, pickedProducts } from './product-form-values';

/** A picker's search among the products: what was asked and what came back. */
export interface ProductSearch {
  q: string;
  state: 'idle' | 'loading' | 'ready' | 'error';
  results: readonly AdminProductPick[];
}

export interface ProductRelationsSectionProps extends ProductSectionProps {
  /** The product itself, never offered as its own variant or similar product. */
  productId: number;
  searches: Readonly<Record<ProductRelation, ProductSearch>>;
  onSearch: (relation: ProductRelation, q: string) => void;
}

/**
 * The other packagings of this product (variants_weight_packaging: each product of the group
 * offers the others) and the similar products its page suggests, each picked by a search.
 */
export function ProductRelationsSection({
  productId,
  searches,
  onSearch,
  ...props
}: ProductRelationsSectionProps) {
  const { t } = useProductFields(props);
  return (
    <FormSection title={t('adminProducts.sections.relations')}>
      {(Object.keys(PRODUCT_RELATIONS) as ProductRelation[]).map((relation) => (
        <ProductPicker
          key={relation}
          relation={relation}
          productId={productId}
          search={searches[relation]}
          onSearch={(q) => onSearch(relation, q)}
          {...props}
        />
      ))}
    </FormSection>
  );
}

function ProductPicker({
  relation,
  productId,
  search,
  onSearch,
  ...props
}: ProductSectionProps & {
  relation: ProductRelation;
  productId: number;
  search: ProductSearch;
  onSearch: (q: string) => void;
}) {
  const { t, values, error } = useProductFields(props);
  const hintId = useId();
  const picked = pickedProducts(values, relation);
  const pickedIds = new Set([productId, ...picked.map((p) => p.id)]);
  const offered = search.results.filter((p) => !pickedIds.has(p.id));
  const set = (next: AdminProductPick[]) => props.onChange(relation, JSON.stringify(next));
  const refused = error(PRODUCT_RELATIONS[relation]);
  return (
    <fieldset
      data-slot="product-picker"
      data-state={search.state}
      aria-describedby={hintId}
      className="flex min-w-0 flex-col gap-3"
      disabled={props.disabled}
    >
      <legend className="mb-1 font-medium">{t(`adminProducts.relations.${relation}`)}</legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t(`adminProducts.relations.${relation}Hint`)}
      </p>
      {picked.length === 0 ? (
        <p className="text-sm">{t('adminProducts.relations.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {picked.map((product) => (
            <li
              key={product.id}
              className="bg-muted flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-sm"
            >
              {product.title}
              <Button
                size="sm"
                variant="ghost"
                className="size-7 rounded-full p-0"
                aria-label={t('adminProducts.relations.remove', { title: product.title })}
                onClick={() => set(picked.filter((p) => p.id !== product.id))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {refused ? <p className="text-danger text-sm font-medium">{refused}</p> : null}
      <SearchField
        value={search.q}
        onSearch={onSearch}
        label={t(`adminProducts.relations.search.${relation}`)}
      />
      <div role="status" className="text-sm">
        {search.state === 'loading' ? t('adminProducts.relations.searching') : null}
        {search.state === 'error' ? t('adminProducts.relations.searchFailed') : null}
        {search.state === 'ready' && offered.length === 0
          ? t('adminProducts.relations.noResults')
          : null}
      </div>
      {search.state === 'ready' && offered.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {offered.map((product) => (
            <li key={product.id}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => set([...picked, product])}
                aria-label={t('adminProducts.relations.add', { title: product.title })}
              >
                <PlusIcon aria-hidden="true" />
                {product.title}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
