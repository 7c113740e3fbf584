import {
  ACCOUNT_SORTS,
  ACCOUNTS_PAGE_SIZE,
  defaultAccountsOrder,
} from '@academy/contract/back-office/accounts';
import { staffActionMachine } from '@academy/machines';
import {
  AccountActionDialog,
  type AccountFilterValues,
  AccountsQueue,
  accountActionValues,
} from '@academy/ui/back-office';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type AdminAccountListQuery, adminAccounts } from '../../api/admin-accounts';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

const STATUSES = ['pending', 'active', 'declined', 'inactive'] as const;
type Status = (typeof STATUSES)[number];
type Sort = (typeof ACCOUNT_SORTS)[number];

/**
 * The list's state the URL's query names (status, q, sort, order, page); a value the contract
 * would refuse (an old link, a typo) is left out rather than failing the list.
 */
export function accountsQueryOf(url: string) {
  const query = new URL(url).searchParams;
  const status = STATUSES.find((value) => value === query.get('status'));
  const sort = ACCOUNT_SORTS.find((value) => value === query.get('sort')) ?? 'joined';
  const order =
    query.get('order') === 'asc' || query.get('order') === 'desc' ? query.get('order') : null;
  return {
    status,
    q: (query.get('q') ?? '').trim().slice(0, 100),
    sort,
    order: (order ?? defaultAccountsOrder(status)) as 'asc' | 'desc',
    page: Math.max(1, Math.floor(Number(query.get('page'))) || 1),
  };
}

/** The URL's query of a list state: only what differs from the defaults. */
function searchOf(filters: AccountFilterValues, sort: { id: string; desc: boolean }, page: number) {
  const params = new URLSearchParams();
  const status = (filters.status || undefined) as Status | undefined;
  if (status) params.set('status', status);
  if (filters.q) params.set('q', filters.q);
  if (sort.id !== 'joined') params.set('sort', sort.id);
  if ((sort.desc ? 'desc' : 'asc') !== defaultAccountsOrder(status))
    params.set('order', sort.desc ? 'desc' : 'asc');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The back office's accounts and verification queue (issue 26): its state lives in the URL. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = accountsQueryOf(args.request.url);
  const request: AdminAccountListQuery = {
    ...(query.status && { status: query.status }),
    ...(query.q && { q: query.q }),
    sort: query.sort,
    order: query.order,
    page: query.page,
    page_size: ACCOUNTS_PAGE_SIZE,
  };
  const list = await orOnFailure(
    'admin/accounts',
    adminAccounts.list(request).then((data) => ({ state: 'ready' as const, data })),
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
  const [selected, setSelected] = useState<string[]>([]);
  const filters: AccountFilterValues = { status: query.status ?? '', q: query.q };
  const sort = { id: query.sort as Sort, desc: query.order === 'desc' };
  const go = (params: URLSearchParams) => {
    setSelected([]);
    setSearchParams(params);
  };
  const logic = useMemo(
    () =>
      staffActionMachine.provide({
        actors: {
          perform: fromPromise(({ input }) =>
            adminAccounts.bulkActivate((input.ids ?? '').split(',').map(Number)),
          ),
        },
        actions: {
          // The activated accounts left the queue: it is loaded again, nothing ticked.
          onDone: () => {
            setSelected([]);
            void refetch();
          },
          logError: (_, { error }) => console.warn('admin/accounts bulk activate', error),
        },
      }),
    [refetch],
  );
  const actor = useActorRef(logic);
  const reloading =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return (
    <AccountsQueue
      list={reloading ? { state: 'loading' } : list}
      filters={filters}
      onFiltersChange={(next) => go(searchOf(next, sort, 1))}
      page={query.page}
      pageSize={ACCOUNTS_PAGE_SIZE}
      onPageChange={(next) => go(searchOf(filters, sort, next))}
      sort={sort}
      onSortChange={(next) => go(searchOf(filters, next, 1))}
      onRetry={() => void refetch()}
      selected={selected}
      onSelectedChange={setSelected}
      onBulkActivate={() =>
        actor.send({
          type: 'action.open',
          values: {
            ...accountActionValues('bulkActivate', { count: selected.length }),
            ids: selected.join(','),
          },
        })
      }
      accountHref={(id) => paths.adminAccount(id, location.search)}
      LinkComponent={RouterLink}
    >
      <AccountActionDialog actor={actor} />
    </AccountsQueue>
  );
}
