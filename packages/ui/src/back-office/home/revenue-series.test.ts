import { describe, expect, it } from 'vitest';
import { daysBetween, revenueSeries } from './revenue-series';

describe('revenueSeries', () => {
  it('lists every day of the range, both ends included, across a month', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('keeps each market and currency apart, fills days without orders, markets in shop order', () => {
    const series = revenueSeries({
      from: '2026-11-01',
      to: '2026-11-03',
      results: [
        { day: '2026-11-01', market: 'ru', currency: 'RUB', orders: 1, total: 2000 },
        { day: '2026-11-01', market: 'md', currency: 'MDL', orders: 2, total: 150.25 },
        { day: '2026-11-03', market: 'md', currency: 'MDL', orders: 1, total: 49.5 },
      ],
    });
    expect(series.map((s) => s.key)).toEqual(['md-MDL', 'ru-RUB']);
    expect(series[0]).toMatchObject({ orders: 3, total: 199.75 });
    expect(series[0]?.days).toEqual([
      { day: '2026-11-01', orders: 2, total: 150.25 },
      { day: '2026-11-02', orders: 0, total: 0 },
      { day: '2026-11-03', orders: 1, total: 49.5 },
    ]);
    expect(series[1]?.total).toBe(2000);
  });

  it('has no series without paid orders', () => {
    expect(revenueSeries({ from: '2026-11-01', to: '2026-11-30', results: [] })).toEqual([]);
  });
});
