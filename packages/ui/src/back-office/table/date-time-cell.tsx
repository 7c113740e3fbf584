import type { Language } from '@academy/contract/languages';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';

/** A moment in a list's row: its date and time in the staff member's language, on one line. */
export function DateTimeCell({ iso }: { iso: string }) {
  const { i18n } = useTranslation('ui');
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDateTime(iso, i18n.language as Language)}
    </time>
  );
}
