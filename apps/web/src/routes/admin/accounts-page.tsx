import {
  type ACCOUNT_SORTS,
  ACCOUNTS_PAGE_SIZE,
  type AccountStatus,
  defaultAccountsOrder,
} from '@academy/contract/back-office/accounts';
import { backOfficeAccountsEndpoints as endpoints } from '@academy/contract/endpoints';
import {
  AccountActionDialog,
  type AccountFilterValues,
  AccountsQueue,
  accountActionValues,
  type DataTableSort,
} from '@academy/ui/back-office';
import { useState } from 'react';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { type AdminAccountListQuery, adminAccounts } from '../../api/admin-accounts';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf, searchOf, useReloading } from './list-state';
import { useStaffAction } from './use-staff-action';

const schema = endpoints.list.query;
type Sort = (typeof ACCOUNT_SORTS)[number];

/** What the URL leaves out: the queue waits oldest first, every other list newest first. */
const defaultsOf = (status: AccountStatus | undefined) => ({
  sort: 'joined' as Sort,
  order: defaultAccountsOrder(status) as 'asc' | 'desc',
  page: 1,
});

/** The list's state the URL's query names (status, q, sort, order, page). */
export function accountsQueryOf(url: string) {
  const query = listQueryOf(schema, url);
  return { ...defaultsOf(query.status), ...query, q: query.q ?? '' };
}

/** The URL's query of a list state: only what differs from the defaults. */
function searchOfState(filters: AccountFilterValues, sort: DataTableSort, page: number) {
  const status = filters.status || undefined;
  const order = sort.desc ? 'desc' : 'asc';
  const state = { status, q: filters.q, sort: sort.id, order, page };
  return searchOf(schema, state, defaultsOf(status));
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
  const list = await listLoad('admin/accounts', adminAccounts.list(request));
  return { language, query, list };
}

export function Page() {
  const { language, query, list } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const refetch = useRefetchPage();
  const paths = pathsFor(language);
  const [selected, setSelected] = useState<string[]>([]);
  const filters: AccountFilterValues = { status: query.status ?? '', q: query.q };
  const sort = { id: query.sort, desc: query.order === 'desc' };
  const go = (params: URLSearchParams) => {
    setSelected([]);
    setSearchParams(params);
  };
  // The activated accounts left the queue: it is loaded again, nothing ticked.
  const actor = useStaffAction(
    'admin/accounts bulk activate',
    (input) => adminAccounts.bulkActivate((input.ids ?? '').split(',').map(Number)),
    () => setSelected([]),
  );
  const reloading = useReloading();
  return (
    <AccountsQueue
      list={reloading ? { state: 'loading' } : list}
      filters={filters}
      onFiltersChange={(next) => go(searchOfState(next, sort, 1))}
      page={query.page}
      pageSize={ACCOUNTS_PAGE_SIZE}
      onPageChange={(next) => go(searchOfState(filters, sort, next))}
      sort={sort}
      onSortChange={(next) => go(searchOfState(filters, next, 1))}
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
