import type { AnswerOut } from '@academy/contract/endpoint';
import { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { PAGES } from '@academy/contract/pages';
import type { StaffRole } from '@academy/contract/staff';
import { SelectField, TextLink } from '@academy/ui';
import {
  AdminPageHeader,
  type ColumnDef,
  DataTable,
  FilterBar,
  StatusBadge,
} from '@academy/ui/back-office';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { call } from '../../api/call';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf, searchOf, tableStateOf, useReloading } from './list-state';
import { useStaffMember } from './staff-member';

const schema = endpoints.restock.query;
type RestockRow = AnswerOut<typeof endpoints.restock>['results'][number];

/** The thresholds the filter offers; a link may name another the server takes (0 to 1000). */
const THRESHOLDS = [0, 5, 10, 20, 50];

/**
 * The operations staff's restock list (issue 24): the products on sale running low, the most
 * urgent first (the server's order); the threshold and the page live in the URL.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const list = await listLoad(
    'admin/restock',
    call(endpoints.restock, { params: { lang: language }, query }),
  );
  return { language, query, list };
}

export function Page() {
  const { language, query, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation('ui');
  const [, setSearchParams] = useSearchParams();
  const refetch = useRefetchPage();
  const reloading = useReloading();
  const paths = pathsFor(language);
  // A manager cannot open the product's editor: the title links there for the roles it is
  // declared for. (admin-menu's `mayOpen` says the same, but importing it here would take it
  // out of the frame's chunk into one of its own, which the frame's budget does not hold.)
  const { role } = useStaffMember();
  const editors: readonly StaffRole[] = PAGES.adminProduct.roles;
  const productHref =
    role && editors.includes(role) ? (row: RestockRow) => paths.adminProduct(row.id) : undefined;
  const go = (below: number, page: number) => setSearchParams(searchOf(schema, { below, page }));
  const thresholds = [...new Set([...THRESHOLDS, query.below])].sort((a, b) => a - b);
  const state = tableStateOf(list, reloading);
  return (
    <div data-slot="restock-list" data-state={state} className="flex flex-col gap-4">
      <AdminPageHeader title={t('adminRestock.menu')} description={t('adminRestock.description')} />
      <FilterBar>
        <SelectField
          className="sm:max-w-xs"
          label={t('adminRestock.threshold')}
          placeholder={t('adminRestock.threshold')}
          value={String(query.below)}
          onValueChange={(value) => go(Number(value), 1)}
          options={thresholds.map((below) => ({
            value: String(below),
            label:
              below === 0
                ? t('adminRestock.thresholds.none')
                : t('adminRestock.thresholds.units', { count: below }),
          }))}
        />
      </FilterBar>
      <DataTable
        columns={restockColumns(t, language, productHref)}
        rows={list.state === 'ready' ? list.data.results : []}
        count={list.state === 'ready' ? list.data.count : 0}
        page={query.page}
        pageSize={query.page_size}
        onPageChange={(page) => go(query.below, page)}
        state={state}
        onRetry={() => void refetch()}
        emptyText={t('adminRestock.empty')}
        caption={t('adminRestock.caption')}
        getRowId={(row) => String(row.id)}
      />
    </div>
  );
}

/** The list's columns (kept with the page, as it alone shows them); counts in the reader's digits. */
function restockColumns(
  t: TFunction,
  language: Language,
  productHref: ((row: RestockRow) => string) | undefined,
): ColumnDef<RestockRow>[] {
  const number = new Intl.NumberFormat(language);
  const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;
  return [
    {
      id: 'product',
      header: t('adminRestock.columns.product'),
      cell: ({ row }) =>
        productHref ? (
          <TextLink asChild>
            <RouterLink href={productHref(row.original)}>{row.original.title}</RouterLink>
          </TextLink>
        ) : (
          <span className="font-medium">{row.original.title}</span>
        ),
    },
    {
      id: 'brand',
      header: t('adminRestock.columns.brand'),
      cell: ({ row }) => row.original.brand ?? muted(t('adminRestock.noBrand')),
    },
    {
      id: 'stock',
      header: t('adminRestock.columns.stock'),
      cell: ({ row }) =>
        row.original.stock > 0 ? (
          <span className="tabular-nums">{number.format(row.original.stock)}</span>
        ) : (
          <StatusBadge tone="danger">{t('adminRestock.outOfStock')}</StatusBadge>
        ),
    },
    {
      id: 'sold',
      header: t('adminRestock.columns.sold'),
      cell: ({ row }) => <span className="tabular-nums">{number.format(row.original.sold)}</span>,
    },
    {
      id: 'days_left',
      header: t('adminRestock.columns.daysLeft'),
      cell: ({ row }) =>
        row.original.days_left === null ? (
          muted(t('adminRestock.noSales'))
        ) : (
          <span className="whitespace-nowrap tabular-nums">
            {t('adminRestock.daysLeft', { count: row.original.days_left })}
          </span>
        ),
    },
  ];
}
