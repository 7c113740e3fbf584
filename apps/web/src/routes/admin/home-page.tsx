import { backOfficeHomeEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { selectStaffAction } from '@academy/machines';
import {
  type FailedJobRow,
  type Loadable,
  StaffHome,
  type StaffHomeOperations,
} from '@academy/ui/back-office';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { adminHome } from '../../api/admin-home';
import { orOnFailure } from '../../app/content-load';
import { Deferred } from '../../app/deferred';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useStaffAction } from './use-staff-action';

const JOBS_PAGE_SIZE = 10;

/** A part of the home loaded on its own: its data, or its error state (never a rejection). */
const loadable = <T,>(what: string, load: Promise<T>): Promise<Loadable<T>> =>
  orOnFailure(
    what,
    load.then((data) => ({ state: 'ready' as const, data })),
    { state: 'error' as const },
  );

/** The failed jobs' page, from the URL (`?jobs_page=2`), so paging is a link like any list's. */
const jobsPageOf = (url: string) =>
  Math.max(1, Number(new URL(url).searchParams.get('jobs_page')) || 1);

/**
 * The back office's first page (issue 26): the home every staff member opens, awaited; for the
 * operations roles, the counts, revenue and failed jobs below it, loaded together after it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const home = await adminHome.home();
  const jobsPage = jobsPageOf(args.request.url);
  const operations = (endpoints.counts.roles as readonly string[]).includes(home.role)
    ? Promise.all([
        loadable('admin/counts', adminHome.counts()),
        loadable('admin/revenue', adminHome.revenue()),
        loadable('admin/jobs', adminHome.failedJobs(jobsPage, JOBS_PAGE_SIZE)),
      ])
    : null;
  return { language, home, jobsPage, operations };
}

type Parts = NonNullable<Awaited<Awaited<ReturnType<typeof loader>>['operations']>>;
const LOADING: Parts = [{ state: 'loading' }, { state: 'loading' }, { state: 'loading' }];

export function Page() {
  const { language, home, jobsPage, operations } = useLoaderData<typeof loader>();
  const parts = (loaded: Parts) => (
    <HomeOperations language={language} parts={loaded} page={jobsPage} />
  );
  if (!operations) return <StaffHome home={home} LinkComponent={RouterLink} />;
  return (
    <Deferred data={operations} fallback={parts(LOADING)}>
      {(loaded) => parts(loaded)}
    </Deferred>
  );
}

/** The operations' home: the retry of a failed job is a confirmed staff action. */
function HomeOperations({
  language,
  parts,
  page,
}: {
  language: Language;
  parts: Parts;
  page: number;
}) {
  const { home } = useLoaderData<typeof loader>();
  const { t } = useTranslation('ui');
  const [, setSearchParams] = useSearchParams();
  const refetch = useRefetchPage();
  const [retried, setRetried] = useState(false);
  const paths = pathsFor(language);
  const [counts, revenue, jobs] = parts;
  const rows = jobs.state === 'ready' ? jobs.data.results : [];
  const actor = useStaffAction(
    'admin/retry-job',
    (input) => adminHome.retryJob(input.queue ?? '', input.id ?? ''),
    () => setRetried(true),
  );
  const action = useSelector(actor, selectStaffAction);
  const [confirming, setConfirming] = useState<FailedJobRow | null>(null);
  const operations: StaffHomeOperations = {
    counts,
    onCountsRetry: () => void refetch(),
    links: {
      pendingAccounts: paths.adminAccounts('?status=pending'),
      ordersToShip: paths.adminOrders('?status=paid&kind=shop'),
      newRequests: paths.adminRequests('?status=new'),
      failedJobs: '#failed-jobs',
    },
    revenue,
    onRevenueRetry: () => void refetch(),
    jobs: {
      jobs: {
        state: jobs.state,
        rows,
        count: jobs.state === 'ready' ? jobs.data.count : 0,
        page,
        pageSize: JOBS_PAGE_SIZE,
      },
      onPageChange: (next) => setSearchParams(next > 1 ? { jobs_page: String(next) } : {}),
      onReload: () => void refetch(),
      retry: { job: confirming, open: action.isOpen, state: action.dialogState },
      onRetry: (job) => {
        setRetried(false);
        setConfirming(job);
        actor.send({ type: 'action.open', values: { queue: job.queue, id: job.id } });
      },
      onRetryConfirm: () =>
        actor.send({ type: action.state === 'failure' ? 'action.retry' : 'action.confirm' }),
      onRetryCancel: () => actor.send({ type: 'action.cancel' }),
      notice: retried ? t('adminHome.jobs.done') : undefined,
    },
  };
  return <StaffHome home={home} operations={operations} LinkComponent={RouterLink} />;
}
