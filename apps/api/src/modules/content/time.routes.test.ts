import { timeResponseSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /time/', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ DEFAULT_COUNTRY: 'MD' });
  });
  afterAll(() => ctx.database.close());

  it('answers the country the proxy header names', async () => {
    const res = await ctx.app.request('/time/', { headers: { 'x-country-code': 'ro' } });
    expect(res.status).toBe(200);
    const body = timeResponseSchema.parse(await res.json());
    expect(body.country_code).toBe('RO');
  });

  it('falls back to the configured default without the header', async () => {
    const res = await ctx.app.request('/time/');
    expect(timeResponseSchema.parse(await res.json()).country_code).toBe('MD');
  });

  it('ignores an unknown or malformed code', async () => {
    for (const header of ['ZZ', 'Romania', '<script>']) {
      const res = await ctx.app.request('/time/', { headers: { 'x-country-code': header } });
      expect(res.status).toBe(200);
      expect(timeResponseSchema.parse(await res.json()).country_code).toBe('MD');
    }
  });

  it('answers 404 with a detail for an unknown path', async () => {
    const res = await ctx.app.request('/nope/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });
});
