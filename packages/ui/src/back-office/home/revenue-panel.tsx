import type { Language } from '@academy/contract/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton/skeleton';
import { formatLongDate } from '../../lib/format-date';
import type { Loadable, RevenueData } from './home-types';
import { RevenueChart } from './revenue-chart';
import { revenueSeries } from './revenue-series';
import { SectionError } from './section-error';

export interface RevenuePanelProps {
  revenue: Loadable<RevenueData>;
  onRetry?: () => void;
}

/** The last 30 days' revenue: a chart (and its table) per market and currency. */
export function RevenuePanel({ revenue, onRetry }: RevenuePanelProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const series = revenue.state === 'ready' ? revenueSeries(revenue.data) : [];
  const adminHomeRevenueId = useId();
  return (
    <section
      data-slot="revenue-panel"
      data-state={revenue.state}
      aria-labelledby={adminHomeRevenueId}
      aria-busy={revenue.state === 'loading' || undefined}
      className="bg-surface flex flex-col gap-4 rounded-xl border p-4"
    >
      <header className="flex flex-col gap-1">
        <h2 id={adminHomeRevenueId} className="text-lg font-semibold">
          {t('adminHome.revenue.title')}
        </h2>
        {revenue.state === 'ready' ? (
          <p className="text-muted-foreground text-sm">
            {t('adminHome.revenue.range', {
              from: formatLongDate(revenue.data.from, language),
              to: formatLongDate(revenue.data.to, language),
            })}
          </p>
        ) : null}
      </header>
      {revenue.state === 'loading' ? (
        <>
          <span className="sr-only">{t('adminHome.revenue.loading')}</span>
          <Skeleton className="h-48 w-full" />
        </>
      ) : null}
      {revenue.state === 'error' ? (
        <SectionError text={t('adminHome.revenue.error')} onRetry={onRetry} />
      ) : null}
      {revenue.state === 'ready' && series.length === 0 ? (
        <p className="text-muted-foreground">{t('adminHome.revenue.empty')}</p>
      ) : null}
      {series.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {series.map((one) => (
            <RevenueChart key={one.key} series={one} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
