import { isStaffRole } from '@academy/contract/staff';
import {
  type AccountAction,
  AccountActionDialog,
  type AccountCourse,
  AccountDetail,
  type AdminAccount,
  accountActionValues,
  accountName,
  NO_STAFF_ROLE,
} from '@academy/ui/back-office';
import { useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { adminAccounts } from '../../api/admin-accounts';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useStaffMember } from './staff-member';
import { useStaffAction } from './use-staff-action';

/**
 * An account's page for staff (issue 26); its query is the list's, for the way back. The
 * diploma is fetched with the token after the account, without holding its first paint.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(pathsFor(language).adminAccounts());
  const account = await orOnFailure(
    'admin/account',
    adminAccounts.get(language, id).then((data) => ({ state: 'ready' as const, data })),
    { state: 'error' as const },
  );
  const kind = account.state === 'ready' ? account.data.account.diploma : null;
  const diploma = kind
    ? orOnFailure(
        'admin/account diploma',
        adminAccounts.diploma(id).then((blob) => ({ state: 'ready' as const, blob, kind })),
        { state: 'error' as const },
      )
    : null;
  return { language, id, account, diploma };
}

type DiplomaLoad = Awaited<NonNullable<Awaited<ReturnType<typeof loader>>['diploma']>>;

/** A decision on the account, with what its dialog holds. */
function perform(account: AdminAccount['account'], values: Readonly<Record<string, string>>) {
  const { id, status } = account;
  const course = Number(values.courseId);
  switch (values.action as AccountAction) {
    case 'activate':
    case 'bulkActivate':
      return adminAccounts.activate(id, status);
    case 'reject':
      return adminAccounts.reject(id, status, values.reason ?? '');
    case 'deactivate':
      return adminAccounts.deactivate(id, status);
    case 'grant':
      return adminAccounts.courseAccess(id, course, true);
    case 'revoke':
      return adminAccounts.courseAccess(id, course, false);
    case 'makeSpecialist':
      return adminAccounts.specialist(id, true);
    case 'unmakeSpecialist':
      return adminAccounts.specialist(id, false);
    case 'setRole':
      return adminAccounts.staffRole(id, isStaffRole(values.role) ? values.role : null);
  }
}

export function Page() {
  const { language, id, account, diploma } = useLoaderData<typeof loader>();
  const location = useLocation();
  const refetch = useRefetchPage();
  const ready = account.state === 'ready' ? account.data.account : null;
  const viewer = useStaffMember();
  const diplomaFile = useDiploma(diploma);
  // The account changed: its page is loaded again (status, decisions, courses). The decisions
  // read the account as shown now.
  const actor = useStaffAction('admin/account decision', async (input) => {
    if (ready) await perform(ready, input);
  });
  const open = (action: AccountAction, course?: AccountCourse) =>
    actor.send({
      type: 'action.open',
      values: {
        ...accountActionValues(action, {
          name: ready ? accountName(ready) : '',
          course: course?.title,
          role: ready?.role ?? NO_STAFF_ROLE,
        }),
        courseId: String(course?.id ?? ''),
      },
    });
  return (
    <AccountDetail
      id={id}
      account={account}
      diploma={diplomaFile}
      onRetry={() => void refetch()}
      onDiplomaRetry={() => void refetch()}
      onAction={open}
      canManageStaff={viewer.role === 'admin'}
      backHref={pathsFor(language).adminAccounts(location.search)}
      orderHref={(order) => pathsFor(language).adminOrder(order)}
      LinkComponent={RouterLink}
    >
      <AccountActionDialog actor={actor} />
    </AccountDetail>
  );
}

type AccountDetailDiploma = Parameters<typeof AccountDetail>[0]['diploma'];

/**
 * The diploma the loader fetches after the account, as a local object URL while the page shows
 * it (revoked after). The page stays one tree while it arrives: a decision's dialog opened
 * meanwhile keeps its fields (a select's open list, the focus) instead of being drawn anew.
 */
function useDiploma(load: Promise<DiplomaLoad> | null): AccountDetailDiploma {
  const [file, setFile] = useState<AccountDetailDiploma>(load ? { state: 'loading' } : null);
  useEffect(() => {
    if (!load) return setFile(null);
    let live = true;
    let url: string | null = null;
    setFile({ state: 'loading' });
    void load.then((loaded) => {
      if (!live) return;
      if (loaded.state === 'error') return setFile({ state: 'error' });
      url = URL.createObjectURL(loaded.blob);
      setFile({ state: 'ready', data: { url, kind: loaded.kind } });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load]);
  return file;
}
