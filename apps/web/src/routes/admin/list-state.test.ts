import { backOfficeOrdersEndpoints } from '@academy/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { listQueryOf, searchOf } from './list-state';

const schema = backOfficeOrdersEndpoints.list.query;
const url = (query: string) => `http://localhost/ro/admin/orders${query}`;

describe('list state in the URL', () => {
  it('reads the values the schema takes and drops the ones it would refuse', () => {
    const query = listQueryOf(schema, url('?status=paid&market=nowhere&page=2&q=&page_size=3'));
    expect(query).toMatchObject({ status: 'paid', page: 2, sort: 'created', order: 'desc' });
    expect(query.market).toBeUndefined();
    expect(query.q).toBeUndefined();
    // The page size is the page's own, whatever the URL says.
    expect(query.page_size).toBe(schema.parse({}).page_size);
  });

  it("writes only what differs from the defaults, the schema's or the page's", () => {
    const state = { status: 'paid', q: '', sort: 'created', order: 'asc', page: 1 };
    expect(searchOf(schema, state).toString()).toBe('status=paid&order=asc');
    expect(searchOf(schema, state, { order: 'asc', page: 1 }).toString()).toBe(
      'status=paid&sort=created',
    );
  });
});
