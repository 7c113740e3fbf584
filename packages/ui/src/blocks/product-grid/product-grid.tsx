import { SHOP_FILTER_PAGE_SIZE } from '@academy/contract/rules';
import { type ShopProductSummary, shopPaginationItems } from '@academy/machines';
import { ChevronLeftIcon, ChevronRightIcon, PackageSearchIcon, RotateCcwIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { SelectField } from '../../components/form-fields/form-fields';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { EmptyState } from '../empty-state/empty-state';
import {
  type ProductAddState,
  ProductCard,
  ProductCardSkeleton,
} from '../product-card/product-card';

/** A category or a brand the listing filters by (spec 3, Shop category / brand). */
export interface ShopFilterOption {
  id: number;
  name: string;
}

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

const ALL = 'all';

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
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields */}
          <div
            role="group"
            aria-label={t('shop.listing.categories')}
            className="flex min-w-0 flex-wrap gap-2.5 max-md:-m-1 max-md:flex-nowrap max-md:overflow-x-auto max-md:p-1"
          >
            <FilterChip pressed={category === null} onClick={() => onCategoryChange(null)}>
              {t('shop.listing.allCategories')}
            </FilterChip>
            {categories.map((option) => (
              <FilterChip
                key={option.id}
                pressed={category === option.id}
                onClick={() => onCategoryChange(category === option.id ? null : option.id)}
              >
                {option.name}
              </FilterChip>
            ))}
          </div>
          <SelectField
            className="w-full shrink-0 sm:w-64"
            label={t('shop.listing.brand')}
            placeholder={t('shop.listing.allBrands')}
            value={brand === null ? ALL : String(brand)}
            onValueChange={(value) => onBrandChange(value === ALL ? null : Number(value))}
            options={[
              { value: ALL, label: t('shop.listing.allBrands') },
              ...brands.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
          />
        </div>
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

function FilterChip({
  pressed,
  ...props
}: Omit<ComponentProps<'button'>, 'type'> & { pressed: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-state={pressed ? 'on' : 'off'}
      className={cn(
        'shrink-0 cursor-pointer rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
        pressed
          ? 'bg-primary border-primary text-primary-foreground shadow-sm'
          : 'bg-surface text-foreground hover:border-primary hover:text-primary',
      )}
      {...props}
    />
  );
}

function FiltersSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-wrap items-end justify-between gap-5">
      <div className="flex gap-2.5 overflow-hidden">
        {[14, 22, 18, 16, 20].map((width) => (
          <Skeleton
            key={width}
            className="h-9 shrink-0 rounded-full"
            style={{ width: `${width * 0.3}rem` }}
          />
        ))}
      </div>
      <Skeleton className="h-11 w-full sm:w-64" />
    </div>
  );
}

export interface ShopPaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  LinkComponent?: LinkComponent;
}

const pageLink =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * Page links of the listing: previous, the pages (the current one marked `aria-current`, long
 * runs shortened to '…') and next. Links, not buttons: each page has its address.
 */
export function ShopPagination({
  page,
  pageCount,
  hrefForPage,
  LinkComponent = PlainLink,
  className,
  ...props
}: ShopPaginationProps) {
  const { t } = useTranslation('ui');
  const step = (target: number, label: string, icon: ReactNode) =>
    target >= 1 && target <= pageCount ? (
      <LinkComponent
        href={hrefForPage(target)}
        aria-label={label}
        className={cn(pageLink, 'hover:bg-muted border')}
      >
        {icon}
      </LinkComponent>
    ) : (
      <span aria-hidden="true" className={cn(pageLink, 'border opacity-40')}>
        {icon}
      </span>
    );
  return (
    <nav
      data-slot="shop-pagination"
      aria-label={t('shop.pagination.label')}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {step(
            page - 1,
            t('shop.pagination.previous'),
            <ChevronLeftIcon aria-hidden="true" className="size-4" />,
          )}
        </li>
        {shopPaginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by place
            <li key={`gap-${index}`} aria-hidden="true" className="text-muted-foreground px-1">
              …
            </li>
          ) : (
            <li key={item}>
              <LinkComponent
                href={hrefForPage(item)}
                aria-label={t('shop.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  pageLink,
                  item === page
                    ? 'bg-primary text-primary-foreground'
                    : 'hover:bg-muted text-foreground',
                )}
              >
                {item}
              </LinkComponent>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('shop.pagination.next'),
            <ChevronRightIcon aria-hidden="true" className="size-4" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
