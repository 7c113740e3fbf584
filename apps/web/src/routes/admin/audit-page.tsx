import { backOfficeHomeEndpoints } from '@academy/contract/endpoints';
import { type AuditFilterValues, AuditLog, NO_AUDIT_FILTERS } from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { adminHome } from '../../api/admin-home';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf, searchOf, tableStateOf, useReloading } from './list-state';

const schema = backOfficeHomeEndpoints.audit.query;
const PAGE_SIZE = 25;
const FILTERS = Object.keys(NO_AUDIT_FILTERS) as (keyof AuditFilterValues)[];

/** The filters and page the URL's query names ('' for a filter it does not). */
function listStateOf(url: string) {
  const query = listQueryOf(schema, url);
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, String(query[name] ?? '')]),
  ) as unknown as AuditFilterValues;
  return { query, filters, page: query.page ?? 1 };
}

/** The admin's audit log (issue 26): its filters and page live in the URL, read here. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { query, filters, page } = listStateOf(args.request.url);
  const log = await listLoad(
    'admin/audit',
    adminHome.audit({ ...query, page, page_size: PAGE_SIZE }),
  );
  return { language, filters, page, log };
}

export function Page() {
  const { language, filters, page, log } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const refetch = useRefetchPage();
  const paths = pathsFor(language);
  const reloading = useReloading();
  const query = (next: AuditFilterValues, nextPage: number) =>
    setSearchParams(searchOf(schema, { ...next, page: nextPage }, { page: 1 }));
  return (
    <AuditLog
      filters={filters}
      onFiltersChange={(next) => query(next, 1)}
      rows={log.state === 'ready' ? log.data.results : []}
      count={log.state === 'ready' ? log.data.count : 0}
      page={page}
      pageSize={PAGE_SIZE}
      state={tableStateOf(log, reloading)}
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
