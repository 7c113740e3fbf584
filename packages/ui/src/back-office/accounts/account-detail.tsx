import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton/skeleton';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { useOrderFormat } from '../orders/order-format';
import {
  AdminPageHeader,
  BackLink,
  DetailList,
  RecordActions,
  RecordLoadFailure,
  StatusBadge,
} from '../shell';
import {
  AccountCertificates,
  type AccountCourse,
  AccountCourses,
  AccountOrders,
  AccountSessions,
} from './account-sections';
import { AccountStatusBadge } from './account-status-badge';
import {
  type AccountAction,
  type AccountLoadable,
  type AdminAccount,
  accountActions,
  DANGEROUS_ACTIONS,
} from './account-types';
import { accountName } from './accounts-queue';
import { type DiplomaFile, DiplomaViewer } from './diploma-viewer';

export interface AccountDetailProps {
  account: AccountLoadable<AdminAccount>;
  /** The account's number, shown while it loads or when it fails. */
  id: number;
  /** The diploma's file; null when the account sent none. */
  diploma: AccountLoadable<DiplomaFile> | null;
  onRetry: () => void;
  onDiplomaRetry: () => void;
  /** A decision's button was pressed (with its course for a grant or revoke): the page confirms it. */
  onAction: (action: AccountAction, course?: AccountCourse) => void;
  /** The viewer is an admin: the page offers to give or take a staff role. */
  canManageStaff?: boolean;
  /** The account list (with the filters it was left with). */
  backHref: string;
  orderHref: (id: number) => string;
  LinkComponent?: LinkComponent;
  /** The confirm dialog of the decision in progress. */
  children?: ReactNode;
}

/**
 * An account's page for staff: its status and the decisions it allows, its profile beside the
 * diploma it registered with, then its orders, courses (grant, revoke), certificates and sessions.
 */
export function AccountDetail(props: AccountDetailProps) {
  const { account, id, onAction, LinkComponent = PlainLink } = props;
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  const ready = account.state === 'ready' ? account.data : null;
  return (
    <div data-slot="account-detail" data-state={account.state} className="flex flex-col gap-5">
      <BackLink href={props.backHref} LinkComponent={LinkComponent}>
        {t('adminAccounts.detail.back')}
      </BackLink>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {ready ? accountName(ready.account) : t('adminAccounts.detail.account', { id })}
            {ready ? <AccountStatusBadge status={ready.account.status} /> : null}
            {ready?.account.is_specialist ? (
              <StatusBadge tone="info">{t('adminAccounts.detail.specialist')}</StatusBadge>
            ) : null}
          </span>
        }
        description={
          ready
            ? t('adminAccounts.detail.joined', { date: moment(ready.account.date_joined) })
            : undefined
        }
      />
      {account.state === 'loading' ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : null}
      {account.state === 'error' ? (
        <RecordLoadFailure
          text={t('adminAccounts.detail.loadFailed')}
          retryLabel={t('adminAccounts.detail.retry')}
          onRetry={props.onRetry}
        />
      ) : null}
      {ready ? (
        <>
          <AccountDecisions
            account={ready}
            onAction={onAction}
            canManageStaff={props.canManageStaff}
          />
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <AccountProfile account={ready} />
            <DiplomaViewer
              diploma={props.diploma}
              name={accountName(ready.account)}
              onRetry={props.onDiplomaRetry}
            />
          </div>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <AccountCourses
              account={ready}
              onGrant={(course) => onAction('grant', course)}
              onRevoke={(course) => onAction('revoke', course)}
            />
            <AccountOrders
              orders={ready.orders}
              orderHref={props.orderHref}
              LinkComponent={LinkComponent}
            />
            <AccountCertificates certificates={ready.certificates} />
            <AccountSessions sessions={ready.sessions} />
          </div>
        </>
      ) : null}
      {props.children}
    </div>
  );
}

/** The buttons of the decisions the account's status allows (the server checks them again). */
function AccountDecisions({
  account,
  onAction,
  canManageStaff,
}: {
  account: AdminAccount;
  onAction: AccountDetailProps['onAction'];
  canManageStaff?: boolean;
}) {
  const { t } = useTranslation('ui');
  const actions = accountActions(account.account, { canManageStaff }).map((action) => ({
    action,
    label: t(`adminAccounts.action.${action}`),
    primary: action === 'activate',
    danger: DANGEROUS_ACTIONS.includes(action),
  }));
  return (
    <RecordActions
      title={t('adminAccounts.detail.actions')}
      actions={actions}
      onAction={(action) => onAction(action)}
    />
  );
}

function AccountProfile({ account: { account } }: { account: AdminAccount }) {
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  const none = t('adminAccounts.detail.none');
  const items = [
    { term: t('adminAccounts.detail.email'), description: account.email },
    { term: t('adminAccounts.detail.phone'), description: account.phone || none },
    { term: t('adminAccounts.detail.country'), description: account.city || none },
    { term: t('adminAccounts.detail.type'), description: t(`adminAccounts.type.${account.type}`) },
    {
      term: t('adminAccounts.detail.specialization'),
      description: account.specialization || none,
    },
    { term: t('adminAccounts.detail.language'), description: account.lang.toUpperCase() },
    ...(account.role
      ? [
          {
            term: t('adminAccounts.detail.role'),
            description: t(`adminAccounts.role.${account.role}`),
          },
        ]
      : []),
    ...(account.reviewed_at
      ? [{ term: t('adminAccounts.detail.reviewed'), description: moment(account.reviewed_at) }]
      : []),
    ...(account.rejection_reason
      ? [{ term: t('adminAccounts.detail.reason'), description: account.rejection_reason }]
      : []),
  ];
  const profileId = useId();
  return (
    <section aria-labelledby={profileId} className="flex flex-col gap-3">
      <h2 id={profileId} className="text-base font-semibold">
        {t('adminAccounts.detail.profile')}
      </h2>
      <DetailList items={items} />
    </section>
  );
}
