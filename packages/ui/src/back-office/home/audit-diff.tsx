import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { AuditRow } from './home-types';

export interface AuditDiffProps {
  before: AuditRow['before'];
  after: AuditRow['after'];
  className?: string;
}

/** A field's value as text: strings as they are, other values as JSON. */
const shown = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * What a staff write changed, one line per field: its name, the value before (struck through)
 * and after. A field that did not exist before (a created record) or after shows "empty"; one
 * the same on both sides (which record it was) shows once.
 */
export function AuditDiff({ before, after, className }: AuditDiffProps) {
  const { t } = useTranslation('ui');
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0)
    return <p className="text-muted-foreground text-sm">{t('adminHome.audit.noChanges')}</p>;
  const value = (text: string | null, tone: 'before' | 'after') => (
    <span className={cn('break-all', tone === 'before' && 'text-muted-foreground')}>
      <span className="sr-only">{t(`adminHome.audit.${tone}`)}: </span>
      {text === null ? (
        <em className="text-muted-foreground">{t('adminHome.audit.none')}</em>
      ) : tone === 'before' ? (
        <del>{text}</del>
      ) : (
        <ins className="font-medium no-underline">{text}</ins>
      )}
    </span>
  );
  return (
    <dl data-slot="audit-diff" className={cn('flex flex-col gap-1 text-sm', className)}>
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-mono text-xs">{field}</dt>
          {shown(before?.[field]) === shown(after?.[field]) ? (
            // Kept to say which record (a job's queue and id): the same on both sides.
            <dd className="text-muted-foreground break-all">
              {shown(after?.[field]) ?? t('adminHome.audit.none')}
            </dd>
          ) : (
            <dd className="flex flex-wrap items-baseline gap-x-1.5">
              {value(shown(before?.[field]), 'before')}
              <span aria-hidden="true">→</span>
              {value(shown(after?.[field]), 'after')}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
