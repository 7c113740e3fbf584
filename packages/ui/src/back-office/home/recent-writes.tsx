import type { Language } from '@academy/contract/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { AuditDiff } from './audit-diff';
import { AuditRecord } from './audit-record';
import type { AuditRow } from './home-types';

export interface RecentWritesProps {
  entries: AuditRow[];
}

/** A staff member's own latest writes on their home: which record, when, what changed. */
export function RecentWrites({ entries }: RecentWritesProps) {
  const { t, i18n } = useTranslation('ui');
  const adminHomeRecentId = useId();
  return (
    <section
      data-slot="recent-writes"
      aria-labelledby={adminHomeRecentId}
      className="bg-surface flex flex-col gap-3 rounded-xl border p-4"
    >
      <h2 id={adminHomeRecentId} className="text-lg font-semibold">
        {t('adminHome.recent.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{t('adminHome.recent.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
              <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <code className="font-medium">{entry.action}</code>
                <AuditRecord entity={entry.entity} id={entry.entity_id} />
                <time dateTime={entry.created} className="text-muted-foreground ml-auto">
                  {formatDateTime(entry.created, i18n.language as Language)}
                </time>
              </span>
              <AuditDiff before={entry.before} after={entry.after} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
