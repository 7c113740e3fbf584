import { type AuditFilterValues, AuditLog, NO_AUDIT_FILTERS } from '@academy/ui/back-office';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import { adminHome } from '../../api/admin-home';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

const PAGE_SIZE = 25;
const FILTERS = Object.keys(NO_AUDIT_FILTERS) as (keyof AuditFilterValues)[];

/** The filters and page the URL's query names ('' for a filter it does not). */
function listStateOf(url: string) {
  const query = new URL(url).searchParams;
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, query.get(name) ?? '']),
  ) as unknown as AuditFilterValues;
  return { filters, page: Math.max(1, Number(query.get('page')) || 1) };
}

/** The admin's audit log (issue 26): its filters and page live in the URL, read here. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { filters, page } = listStateOf(args.request.url);
  const entityId = Number(filters.entity_id);
  const log = await orOnFailure(
    'admin/audit',
    adminHome.audit({
      page,
      page_size: PAGE_SIZE,
      ...(filters.actor && { actor: filters.actor }),
      ...(filters.entity && { entity: filters.entity }),
      ...(Number.isInteger(entityId) && entityId > 0 && { entity_id: entityId }),
      ...(filters.action && { action: filters.action }),
      ...(filters.from && { from: filters.from }),
      ...(filters.to && { to: filters.to }),
    }),
    null,
  );
  return { language, filters, page, log };
}

export function Page() {
  const { language, filters, page, log } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const refetch = useRefetchPage();
  const paths = pathsFor(language);
  const reloading =
    navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const query = (next: AuditFilterValues, nextPage: number) => {
    const params = new URLSearchParams();
    for (const name of FILTERS) if (next[name]) params.set(name, next[name]);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  };
  return (
    <AuditLog
      filters={filters}
      onFiltersChange={(next) => query(next, 1)}
      rows={log?.results ?? []}
      count={log?.count ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      state={reloading ? 'loading' : log ? 'ready' : 'error'}
      onPageChange={(next) => query(filters, next)}
      onRetry={() => void refetch()}
      recordHref={(entity, id) =>
        entity === 'user'
          ? paths.adminAccount(id)
          : entity === 'order'
            ? paths.adminOrder(id)
            : undefined
      }
      LinkComponent={RouterLink}
    />
  );
}
