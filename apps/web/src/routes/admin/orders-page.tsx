import { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import {
  type DataTableSort,
  NO_ORDER_FILTERS,
  type OrderFilterValues,
  OrdersList,
} from '@academy/ui/back-office';
import { useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import type { z } from 'zod';
import { adminOrders } from '../../api/admin-orders';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf, searchOf, useReloading } from './list-state';

const schema = endpoints.list.query;
const FILTERS = Object.keys(NO_ORDER_FILTERS) as (keyof OrderFilterValues)[];

type ListQuery = z.output<typeof schema>;

const filtersOf = (query: ListQuery) =>
  Object.fromEntries(
    FILTERS.map((name) => [name, query[name] ?? '']),
  ) as unknown as OrderFilterValues;

/** The URL's query of a list state: only what differs from the defaults. */
const searchOfState = (filters: OrderFilterValues, sort: DataTableSort, page: number) =>
  searchOf(schema, { ...filters, sort: sort.id, order: sort.desc ? 'desc' : 'asc', page });

/** The back office's orders (issue 26): filters, search, sort and page live in the URL. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const list = await listLoad('admin/orders', adminOrders.list(language, query));
  return { language, query, list };
}

export function Page() {
  const { language, query, list } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const refetch = useRefetchPage();
  const paths = pathsFor(language);
  const filters = filtersOf(query);
  const sort = { id: query.sort, desc: query.order === 'desc' };
  const reloading = useReloading();
  const download = useCsvDownload(language, query);
  return (
    <OrdersList
      list={reloading ? { state: 'loading' } : list}
      filters={filters}
      onFiltersChange={(next) => setSearchParams(searchOfState(next, sort, 1))}
      page={query.page}
      pageSize={query.page_size}
      onPageChange={(next) => setSearchParams(searchOfState(filters, sort, next))}
      sort={sort}
      onSortChange={(next) => setSearchParams(searchOfState(filters, next, 1))}
      onRetry={() => void refetch()}
      onExport={download.start}
      exportState={download.state}
      orderHref={(id) => paths.adminOrder(id, location.search)}
      LinkComponent={RouterLink}
    />
  );
}

/** The CSV of the list as filtered now, fetched with the token and saved by the browser. */
function useCsvDownload(language: Language, query: ListQuery) {
  const [state, setState] = useState<'idle' | 'exporting' | 'failure'>('idle');
  const start = () => {
    setState('exporting');
    const { page: _page, page_size: _size, ...filters } = query;
    adminOrders
      .exportCsv(language, filters)
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
        link.click();
        URL.revokeObjectURL(url);
        setState('idle');
      })
      .catch((error: unknown) => {
        console.warn('admin/orders export', error);
        setState('failure');
      });
  };
  return { state, start };
}
