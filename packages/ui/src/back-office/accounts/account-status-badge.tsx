import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../shell';
import { ACCOUNT_STATUS_TONE, type AdminAccountStatus } from './account-types';

/** An account's status in words, its tone a second cue (never colour alone). */
export function AccountStatusBadge({ status }: { status: AdminAccountStatus }) {
  const { t } = useTranslation('ui');
  return (
    <StatusBadge tone={ACCOUNT_STATUS_TONE[status]}>
      {t(`adminAccounts.status.${status}`)}
    </StatusBadge>
  );
}
