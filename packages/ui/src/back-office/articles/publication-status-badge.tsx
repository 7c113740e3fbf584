import type { PublicationStatus } from '@academy/contract/back-office/articles';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../shell';

const TONES: Record<PublicationStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  ended: 'warning',
};

/** Where an article or a promotion stands on the site: a draft, scheduled, shown, or over. */
export function PublicationStatusBadge({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation('ui');
  return (
    <StatusBadge tone={TONES[status]}>
      <span data-status={status}>{t(`adminArticles.status.${status}`)}</span>
    </StatusBadge>
  );
}
