import { orderSchema } from '@academy/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { createBuyer, orderBody } from '../../test/buyers';
import { login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { csvCell } from './orders-csv';

/** The back office's order list and its CSV export: filters, search, sort, paging, escaping. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: string;
const PRODUCT = 4;
/** This file's buyers share a word no demo account has, so their orders are found by it. */
const TAG = `zq${Math.random().toString(36).slice(2, 8)}`;
const placed: { id: number; payment: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  manager = await login(ctx.app, 'manager@academy.demo');
  await ctx.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, PRODUCT));
  for (const [n, payment, first_name, surname] of [
    [1, 'cash', 'Ana', `Rusu ${TAG}`],
    [2, 'card', 'Ana', `Ciobanu ${TAG}`],
    [3, 'cash', '=HYPERLINK("x")', TAG],
  ] as const) {
    const buyer = await createBuyer(ctx.database.db, `list${n}`);
    const res = await send(ctx.app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: {
        ...orderBody([{ id: PRODUCT, cnt: n }], payment),
        first_name,
        surname,
        phone: `+373 69 ${n}00 ${n}00`,
        email: `buyer${n}.${TAG}@example.com`,
        comments: 'Răspundeți, vă rog; «спасибо»',
      },
    });
    expect(res.status).toBe(201);
    placed.push({ id: orderSchema.parse(await res.json()).id, payment });
  }
  // The first one was placed a week ago.
  await ctx.database.db
    .update(orders)
    .set({ created: sql`now() - interval '7 days'` })
    .where(eq(orders.id, placed[0]?.id ?? 0));
});
afterAll(() => ctx.database.close());

interface ListAnswer {
  count: number;
  results: { id: number; buyer: { name: string; email: string; phone: string } }[];
}
async function list(query: string) {
  const res = await send(ctx.app, 'GET', `/ro/admin/orders/?q=${TAG}&${query}`, {
    token: manager,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ListAnswer;
}
const idsOf = (answer: ListAnswer) => answer.results.map((row) => row.id);
const ids = (...n: number[]) => n.map((i) => placed[i]?.id);

describe('the order list', () => {
  it('searches the buyer by name, e-mail, phone in any spelling, and the order by number', async () => {
    expect(idsOf(await list('sort=id&order=asc'))).toEqual(ids(0, 1, 2));
    const byName = await send(ctx.app, 'GET', `/ro/admin/orders/?q=ciobanu%20${TAG}`, {
      token: manager,
    });
    expect(idsOf((await byName.json()) as ListAnswer)).toEqual(ids(1));
    const byMail = await send(ctx.app, 'GET', `/ro/admin/orders/?q=BUYER3.${TAG}`, {
      token: manager,
    });
    expect(idsOf((await byMail.json()) as ListAnswer)).toEqual(ids(2));
    const byPhone = await send(ctx.app, 'GET', '/ro/admin/orders/?q=69-200-200', {
      token: manager,
    });
    expect(idsOf((await byPhone.json()) as ListAnswer)).toContain(placed[1]?.id);
    const byNumber = await send(ctx.app, 'GET', `/ro/admin/orders/?q=%23${placed[2]?.id}`, {
      token: manager,
    });
    expect(idsOf((await byNumber.json()) as ListAnswer)).toContain(placed[2]?.id);
    const answer = await list('payment_type=card');
    expect(answer.results[0]?.buyer).toEqual({
      id: expect.any(Number),
      name: `Ana Ciobanu ${TAG}`,
      email: `buyer2.${TAG}@example.com`,
      phone: '+373 69 200 200',
    });
  });

  it('filters by payment, status, kind, market, currency and days', async () => {
    expect(idsOf(await list('payment_type=cash&sort=id&order=asc'))).toEqual(ids(0, 2));
    expect(idsOf(await list('status=paid'))).toEqual([]);
    expect(idsOf(await list('kind=course'))).toEqual([]);
    expect((await list('kind=shop&market=md&currency=MDL&delivery_type=pickup')).count).toBe(3);
    expect((await list('currency=EUR')).count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(idsOf(await list(`from=${today}&sort=id&order=asc`))).toEqual(ids(1, 2));
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect(idsOf(await list(`from=${weekAgo}&to=${weekAgo}`))).toEqual(ids(0));
    const bad = await send(ctx.app, 'GET', '/ro/admin/orders/?status=lost&from=yesterday', {
      token: manager,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object).sort()).toEqual(['from', 'status']);
  });

  it('sorts and pages on the server, counting every match', async () => {
    expect(idsOf(await list('sort=total&order=desc'))).toEqual(ids(2, 1, 0));
    const first = await list('sort=id&order=asc&page=1&page_size=2');
    expect(first.count).toBe(3);
    expect(idsOf(first)).toEqual(ids(0, 1));
    const second = await list('sort=id&order=asc&page=2&page_size=2');
    expect(idsOf(second)).toEqual(ids(2));
  });
});

describe('the CSV export', () => {
  it('is the filtered list in UTF-8 with a BOM, its cells escaped and formulas neutralised', async () => {
    const res = await send(
      ctx.app,
      'GET',
      `/ro/admin/orders/export.csv?q=${TAG}&sort=id&order=asc`,
      {
        token: manager,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toMatch(/^order_id,created,status,kind,market,currency,payment_type/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${placed[0]?.id},`);
    expect(lines[1]).toContain(`Ana Rusu ${TAG}`);
    // The formula is text, quoted for its quotes.
    expect(lines[3]).toContain(`,"'=HYPERLINK(""x"") ${TAG}",`);
    expect(lines[3]).not.toContain(',=HYPERLINK');
    // A phone is a number to a spreadsheet only once it cannot be a formula.
    expect(lines[3]).toContain(",'+373 69 300 300,");
    const cash = await send(
      ctx.app,
      'GET',
      `/ro/admin/orders/export.csv?q=${TAG}&payment_type=card`,
      {
        token: manager,
      },
    );
    expect((await cash.text()).split('\r\n')).toHaveLength(3);
  });

  it('guards every cell a spreadsheet would run, and quotes separators', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+40 700')).toBe("'+40 700");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Chișinău, bl. 2')).toBe('"Chișinău, bl. 2"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('Лариса')).toBe('Лариса');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
