import type { AdminProductRow } from '@academy/contract/back-office/products';
import type { Language } from '@academy/contract/languages';
import { formatMoney, MARKET_CURRENCY, MARKETS, marketFieldNames } from '@academy/contract/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields/form-fields';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CoverLink, ListPage, SearchField, StatusBadge } from '../shell';
import type { ColumnDef, DataTablePage } from '../table';
import type { ProductOption } from './product-types';

/** The list's filters, `all` for none (the URL leaves it out). */
export interface ProductFilters {
  category: string;
  brand: string;
  status: 'all' | 'active' | 'inactive';
  stock: 'all' | 'in' | 'out';
}

export interface ProductsListProps extends DataTablePage<AdminProductRow> {
  filters: ProductFilters;
  onFiltersChange: (filters: ProductFilters) => void;
  categories: readonly ProductOption[];
  brands: readonly ProductOption[];
  q: string;
  onSearch: (q: string) => void;
  onCreate: () => void;
  productHref: (product: AdminProductRow) => string;
  LinkComponent?: LinkComponent;
  /** The page's create dialog. */
  children?: ReactNode;
}

const STATUSES = ['all', 'active', 'inactive'] as const;
const STOCKS = ['all', 'in', 'out'] as const;

/**
 * The shop's products, active or not: picture and title (its page one click away), category,
 * brand, the price in each market, the warehouse's stock (0 said in words) and whether the
 * shop shows it; filtered, searched, sorted and paged by the server.
 */
export function ProductsList({
  filters,
  onFiltersChange,
  categories,
  brands,
  q,
  onSearch,
  onCreate,
  productHref,
  LinkComponent = PlainLink,
  children,
  ...table
}: ProductsListProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const set = (patch: Partial<ProductFilters>) => onFiltersChange({ ...filters, ...patch });
  const all = { value: 'all', label: t('adminProducts.list.all') };
  const columns: ColumnDef<AdminProductRow>[] = [
    {
      id: 'title',
      header: t('adminProducts.list.columns.product'),
      cell: ({ row }) => (
        <CoverLink
          thumbnail={row.original.image_thumbnail}
          shape="square"
          href={productHref(row.original)}
          LinkComponent={LinkComponent}
        >
          {row.original.title}
        </CoverLink>
      ),
    },
    {
      id: 'category',
      enableSorting: false,
      header: t('adminProducts.list.columns.category'),
      cell: ({ row }) => row.original.category?.name ?? '—',
    },
    {
      id: 'brand',
      enableSorting: false,
      header: t('adminProducts.list.columns.brand'),
      cell: ({ row }) => row.original.brand?.name ?? '—',
    },
    {
      id: 'prices',
      enableSorting: false,
      header: t('adminProducts.list.columns.prices'),
      cell: ({ row }) => <PricesByMarket product={row.original} language={language} />,
    },
    {
      id: 'stock',
      header: t('adminProducts.list.columns.stock'),
      cell: ({ row }) =>
        row.original.stock > 0 ? (
          row.original.stock
        ) : (
          <StatusBadge tone="danger">{t('adminProducts.list.outOfStock')}</StatusBadge>
        ),
    },
    {
      id: 'status',
      enableSorting: false,
      header: t('adminProducts.list.columns.status'),
      cell: ({ row }) => (
        <StatusBadge tone={row.original.active ? 'success' : 'neutral'}>
          {t(row.original.active ? 'adminProducts.status.active' : 'adminProducts.status.inactive')}
        </StatusBadge>
      ),
    },
  ];
  return (
    <ListPage
      {...table}
      slot="products-list"
      title={t('adminProducts.list.title')}
      description={t('adminProducts.list.description')}
      createLabel={t('adminProducts.list.create')}
      onCreate={onCreate}
      filters={
        <>
          <SelectField
            label={t('adminProducts.list.category')}
            placeholder={all.label}
            value={filters.category}
            onValueChange={(category) => set({ category })}
            options={[all, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
          />
          <SelectField
            label={t('adminProducts.list.brand')}
            placeholder={all.label}
            value={filters.brand}
            onValueChange={(brand) => set({ brand })}
            options={[all, ...brands.map((b) => ({ value: String(b.id), label: b.name }))]}
          />
          <SelectField
            label={t('adminProducts.list.status')}
            placeholder={all.label}
            value={filters.status}
            onValueChange={(status) => set({ status: status as ProductFilters['status'] })}
            options={STATUSES.map((value) => ({
              value,
              label: t(`adminProducts.list.statuses.${value}`),
            }))}
          />
          <SelectField
            label={t('adminProducts.list.stock')}
            placeholder={all.label}
            value={filters.stock}
            onValueChange={(stock) => set({ stock: stock as ProductFilters['stock'] })}
            options={STOCKS.map((value) => ({
              value,
              label: t(`adminProducts.list.stocks.${value}`),
            }))}
          />
          <SearchField value={q} onSearch={onSearch} label={t('adminProducts.list.search')} />
        </>
      }
      columns={columns}
      emptyText={t('adminProducts.list.empty')}
      caption={t('adminProducts.list.caption')}
      getRowId={(product) => String(product.id)}
    >
      {children}
    </ListPage>
  );
}

/** The price in each market, in its currency; a market without one is left out. */
function PricesByMarket({ product, language }: { product: AdminProductRow; language: Language }) {
  const prices = MARKETS.flatMap((market) => {
    const price = product[marketFieldNames('price')[market]];
    return price === null
      ? []
      : [{ market, text: formatMoney(price, MARKET_CURRENCY[market], language) }];
  });
  if (prices.length === 0) return <span>—</span>;
  return (
    <span className="flex flex-col text-sm whitespace-nowrap">
      {prices.map(({ market, text }) => (
        <span key={market}>{text}</span>
      ))}
    </span>
  );
}
