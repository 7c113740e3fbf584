import { describe, expect, it } from 'vitest';
import { carriedSearch } from './query-carry';

describe('carriedSearch', () => {
  it('carries the old query to a page without one', () => {
    expect(carriedSearch('?utm_source=ig&utm_campaign=spring', '')).toBe(
      '?utm_source=ig&utm_campaign=spring',
    );
  });

  it('drops redirect and module', () => {
    expect(carriedSearch('?redirect=%2Fro%2Fdashboard&module=4&utm_source=ig', '')).toBe(
      '?utm_source=ig',
    );
    expect(carriedSearch('?module=4', '')).toBeNull();
  });

  it('keeps a target that has its own query', () => {
    expect(carriedSearch('?utm_source=ig', '?page=2')).toBeNull();
  });

  it('carries nothing to or from the back office, whose queries are a list’s filters', () => {
    expect(
      carriedSearch('?status=paid', '', ['/ro/admin/orders', '/ro/admin/accounts']),
    ).toBeNull();
    expect(carriedSearch('?status=paid', '', ['/ro/admin/orders', '/ro'])).toBeNull();
    expect(carriedSearch('?utm_source=ig', '', ['/ro', '/ro/admin'])).toBeNull();
    expect(carriedSearch('?utm_source=ig', '', ['/ro', '/ro/administration'])).toBe(
      '?utm_source=ig',
    );
  });
});
