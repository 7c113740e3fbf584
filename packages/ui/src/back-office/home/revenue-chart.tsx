import { formatMoney } from '@academy/contract/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../components/button/button';
import type { RevenueSeries } from './revenue-series';

/*
 * Recharts draws the chart: SVG and React, well kept, the library shadcn/ui's charts are built
 * on. It is imported only here (the staff home), so it stays in the back office's chunks. Its
 * colours are the kit's CSS variables, which the dark theme redefines.
 */

export interface RevenueChartProps {
  series: RevenueSeries;
  className?: string;
}

const AXIS = { fill: 'var(--color-muted-foreground)', fontSize: 12 };

/**
 * One market's revenue in its currency over the range, a bar per day. The same figures are a
 * table: visually hidden under the chart (screen readers read it instead of the picture), or
 * shown in its place with the toggle.
 */
export function RevenueChart({ series, className }: RevenueChartProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const money = (amount: number) => formatMoney(amount, series.currency, i18n.language);
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayOf = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  const market = t(`adminHome.revenue.markets.${series.market}`, { defaultValue: series.market });
  const table = (
    <table className={asTable ? 'w-full text-left text-sm' : 'sr-only'}>
      <caption className="sr-only">
        {t('adminHome.revenue.chartTitle', { market, currency: series.currency })}
      </caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('adminHome.revenue.day')}
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            {t('adminHome.revenue.orders')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('adminHome.revenue.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {series.days.map((day) => (
          <tr key={day.day} className="border-t">
            <th scope="row" className="py-1 pr-3 font-normal">
              <time dateTime={day.day}>{dayOf(day.day)}</time>
            </th>
            <td className="py-1 pr-3 text-right tabular-nums">{day.orders}</td>
            <td className="py-1 text-right tabular-nums">{money(day.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure
      data-slot="revenue-chart"
      data-market={series.market}
      aria-labelledby={titleId}
      className={className}
    >
      <figcaption className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <span className="flex flex-col">
          <span id={titleId} className="font-semibold">
            {t('adminHome.revenue.chartTitle', { market, currency: series.currency })}
          </span>
          <span className="text-muted-foreground text-sm">
            {t('adminHome.revenue.summary', { total: money(series.total), orders: series.orders })}
          </span>
        </span>
        <Button variant="outline" size="sm" onClick={() => setAsTable(!asTable)}>
          {asTable ? t('adminHome.revenue.showChart') : t('adminHome.revenue.showTable')}
        </Button>
      </figcaption>
      {asTable ? null : (
        <div aria-hidden="true" className="h-48 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={series.days}
              margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke="var(--color-border)" />
              <XAxis
                dataKey="day"
                tickFormatter={dayOf}
                tick={AXIS}
                tickLine={false}
                axisLine={{ stroke: 'var(--color-border)' }}
                minTickGap={16}
              />
              <YAxis tick={AXIS} tickLine={false} axisLine={false} width={56} />
              <Tooltip
                cursor={{ fill: 'var(--color-muted)' }}
                labelFormatter={(day) => dayOf(String(day))}
                formatter={(value) => [money(Number(value)), t('adminHome.revenue.total')]}
                contentStyle={{
                  background: 'var(--color-surface)',
                  borderColor: 'var(--color-border)',
                  color: 'var(--color-surface-foreground)',
                  borderRadius: 8,
                }}
              />
              <Bar dataKey="total" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      {table}
    </figure>
  );
}
