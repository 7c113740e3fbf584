import { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { NO_ORDER_FILTERS, type OrderFilterValues, OrdersList } from '@academy/ui/back-office';
import { useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import { type AdminOrderListQuery, adminOrders } from '../../api/admin-orders';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

const FILTERS = Object.keys(NO_ORDER_FILTERS) as (keyof OrderFilterValues)[];
const LIST_KEYS = [...FILTERS, 'sort', 'order', 'page'] as const;

/**
 * The list's state the URL's query names: its filters, sort and page, as the contract reads
 * them; a value it would refuse (an old link, a typo) is dropped rather than failing the list.
 */
export function listQueryOf(url: string) {
  const query = new URL(url).searchParams;
  const raw: Record<string, string> = {};
  for (const name of LIST_KEYS) {
    const value = query.get(name);
    if (value) raw[name] = value;
  }
  let parsed = endpoints.list.query.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = endpoints.list.query.safeParse(raw);
  }
  return parsed.success ? parsed.data : endpoints.list.query.parse({});
}

type ListQuery = ReturnType<typeof listQueryOf>;

const filtersOf = (query: ListQuery) =>
  Object.fromEntries(
    FILTERS.map((name) => [name, query[name] ?? '']),
  ) as unknown as OrderFilterValues;

/** The URL's query of a list state: only what differs from the defaults. */
function searchOf(filters: OrderFilterValues, sort: { id: string; desc: boolean }, page: number) {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  if (sort.id !== 'created') params.set('sort', sort.id);
  if (!sort.desc) params.set('order', 'asc');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The back office's orders (issue 26): filters, search, sort and page live in the URL. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(args.request.url);
  const list = await orOnFailure(
    'admin/orders',
    adminOrders
      .list(language, query as AdminOrderListQuery)
      .then((data) => ({ state: 'ready' as const, data })),
    { state: 'error' as const },
  );
  return { language, query, list };
}

export function Page() {
  const { language, query, list } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const refetch = useRefetchPage();
  const paths = pathsFor(language);
  const filters = filtersOf(query);
  const sort = { id: query.sort, desc: query.order === 'desc' };
  const reloading =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const download = useCsvDownload(language, query);
  return (
    <OrdersList
      list={reloading ? { state: 'loading' } : list}
      filters={filters}
      onFiltersChange={(next) => setSearchParams(searchOf(next, sort, 1))}
      page={query.page}
      pageSize={query.page_size}
      onPageChange={(next) => setSearchParams(searchOf(filters, sort, next))}
      sort={sort}
      onSortChange={(next) => setSearchParams(searchOf(filters, next, 1))}
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
