import { SHOP_FILTER_PAGE_SIZE } from '@academy/contract/rules';
import type { ShopProductSummary } from '@academy/machines';
import { PackageSearchIcon, RotateCcwIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { EmptyState } from '../empty-state/empty-state';
import {
  type ProductAddState,
  ProductCard,
  ProductCardSkeleton,
} from '../product-card/product-card';
import { FiltersSkeleton, ProductGridFilters, type ShopFilterOption } from './product-grid-filters';
import { ShopPagination } from './shop-pagination';

export type { ShopFilterOption } from './product-grid-filters';
export { ShopPagination, type ShopPaginationProps } from './shop-pagination';

export interface ProductGridProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The page's heading; 'Professional shop' when left out. */
  title?: string;
  /** The cards of this page (6 at most: `shopListing(…).products`). */
  products: readonly ShopProductSummary[];
  /** Products matching the filters over all pages. */
  total: number;
  categories: readonly ShopFilterOption[];
  brands: readonly ShopFilterOption[];
  /** The chosen category and brand (from the URL); null for all. */
  category: number | null;
  brand: number | null;
  onCategoryChange: (category: number | null) => void;
  onBrandChange: (brand: number | null) => void;
  /** Clears both filters (the empty result offers it). */
  onResetFilters: () => void;
  /** The page shown (from 1, already clamped) and the number of pages. */
  page: number;
  pageCount: number;
  /** The address of a page of the same filters. */
  hrefForPage: (page: number) => string;
  /** The product page of a card. */
  productHref: (product: ShopProductSummary) => string;
  /** The cart's state of a product (`selectCartAddButton(snapshot, id).state`). */
  addStateOf?: (productId: number) => ProductAddState;
  onAdd?: (product: ShopProductSummary) => void;
  /** The catalogue is on its way: placeholders of the filters and of a page of cards. */
  loading?: boolean;
  LinkComponent?: LinkComponent;
}

/**
 * The shop listing (spec 2.7): category chips and a brand select, 6 cards a page, page links
 * (the page lives in the URL), an empty result with a reset, and a loading placeholder.
 */
export function ProductGrid({
  title,
  products,
  total,
  categories,
  brands,
  category,
  brand,
  onCategoryChange,
  onBrandChange,
  onResetFilters,
  page,
  pageCount,
  hrefForPage,
  productHref,
  addStateOf,
  onAdd,
  loading = false,
  LinkComponent = PlainLink,
  className,
  ...props
}: ProductGridProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const filtered = category !== null || brand !== null;
  const state = loading ? 'loading' : products.length === 0 ? 'empty' : 'ready';
  return (
    <section
      data-slot="product-grid"
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-8', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id={titleId} className="font-display text-display-lg font-semibold">
          {title ?? t('shop.listing.title')}
        </h1>
        <p
          aria-live="polite"
          className="text-muted-foreground min-h-5 text-sm font-medium max-sm:basis-full"
        >
          {loading ? null : t('shop.listing.results', { count: total })}
        </p>
      </div>

      {loading ? (
        <FiltersSkeleton />
      ) : (
        <ProductGridFilters
          categories={categories}
          brands={brands}
          category={category}
          brand={brand}
          onCategoryChange={onCategoryChange}
          onBrandChange={onBrandChange}
        />
      )}

      {loading ? (
        <ProductList aria-label={t('shop.listing.loading')}>
          {Array.from({ length: SHOP_FILTER_PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ProductList>
      ) : products.length === 0 ? (
        <EmptyState
          slot="product-grid-empty"
          icon={PackageSearchIcon}
          title={filtered ? t('shop.listing.empty') : t('shop.listing.emptyCatalogue')}
          message={filtered ? t('shop.listing.emptyHint') : t('shop.listing.emptyCatalogueHint')}
          action={
            filtered ? (
              <Button variant="outline" className="mt-2 rounded-full" onClick={onResetFilters}>
                <RotateCcwIcon aria-hidden="true" />
                {t('shop.listing.reset')}
              </Button>
            ) : null
          }
        />
      ) : (
        <ProductList>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={productHref(product)}
                addState={addStateOf?.(product.id) ?? 'idle'}
                onAdd={onAdd ? () => onAdd(product) : undefined}
                LinkComponent={LinkComponent}
                headingLevel="h2"
              />
            </li>
          ))}
        </ProductList>
      )}

      {!loading && pageCount > 1 ? (
        <ShopPagination
          page={page}
          pageCount={pageCount}
          hrefForPage={hrefForPage}
          LinkComponent={LinkComponent}
        />
      ) : null}
    </section>
  );
}

/** Six cards: one column up to 430 px, two up to 1023 px, then three (two rows of three). */
function ProductList(props: ComponentProps<'ul'>) {
  return <ul className="xs:grid-cols-2 grid grid-cols-1 gap-6 lg:grid-cols-3" {...props} />;
}
