import type { Language } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orderItems, orders, products } from '../../db/schema';
import { json, send } from '../../test/helpers';
import { createStaffTestApp } from '../../test/staff';

/**
 * The restock list (issue 24) on products of its own: the demo catalogue is hidden first, so
 * every row below is one of these. Who may call it (managers and admins, 403 to an editor and
 * a student, 401 to a visitor) is checked from its declaration by back-office-roles.test.ts.
 */
let setup: Awaited<ReturnType<typeof createStaffTestApp<'manager'>>>;
const db = () => setup.ctx.database.db;

interface Row {
  id: number;
  title: string;
  brand: string | null;
  stock: number;
  sold: number;
  days_left: number | null;
}
interface Answer {
  count: number;
  results: Row[];
}

const restock = (query = '', lang: Language = 'ro') =>
  send(setup.ctx.app, 'GET', `/${lang}/admin/restock/${query}`, { token: setup.tokens.manager });
const list = (query = '', lang: Language = 'ro') => json<Answer>(restock(query, lang));
const titles = (answer: Answer) => answer.results.map((row) => row.title);

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const text = (ro: string, others: Partial<Record<Language, string>> = {}) => ({
  ro,
  ru: '',
  en: '',
  fr: '',
  es: '',
  ...others,
});

/** A product sold to Moldova's professionals, with `stock` units left. */
async function product(
  title: string,
  stock: number,
  fields: Partial<typeof products.$inferInsert> = {},
) {
  const empty = text('');
  const [row] = await db()
    .insert(products)
    .values({
      title: text(title),
      shortDescription: empty,
      description: empty,
      description2: empty,
      ingredients: empty,
      imageThumbnail: '',
      stock,
      price: 100,
      inStockForMd: true,
      ...fields,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('no product');
  return row.id;
}

/** An order of `quantity` units of a product, placed `days` ago. */
async function ordered(
  productId: number,
  quantity: number,
  {
    status = 'paid',
    kind = 'shop',
    days = 1,
  }: { status?: string; kind?: string; days?: number } = {},
) {
  const [order] = await db()
    .insert(orders)
    .values({
      userId: setup.studentId,
      kind,
      status,
      market: 'md',
      currency: 'MDL',
      paymentType: 'cash',
      subtotal: 100 * quantity,
      total: 100 * quantity,
      created: daysAgo(days),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  await db()
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId,
      title: 'Test',
      unitPrice: 100,
      quantity,
      lineTotal: 100 * quantity,
    });
}

beforeAll(async () => {
  setup = await createStaffTestApp(['manager']);
  await db().update(products).set({ active: false });
  const [brand] = await db()
    .insert(brands)
    .values({ name: text('Marcă', { ru: 'Бренд' }) })
    .returning({ id: brands.id });

  // Out of stock: 0 days whatever was sold; the one that sold comes first.
  const soldOut = await product('Sold out, selling', 0);
  await ordered(soldOut, 6);
  await product('Sold out, unsold', 0, { brandId: brand?.id });
  // 3 left, 9 sold in 30 days (a paid and a pending order): 10 days.
  const counted = await product('Three left', 3, { title: text('Three left', { ru: 'Три' }) });
  await ordered(counted, 4);
  await ordered(counted, 5, { status: 'pending' });
  // Not sales: cancelled, refunded, older than 30 days, a course order's line.
  await ordered(counted, 100, { status: 'cancelled' });
  await ordered(counted, 100, { status: 'refunded' });
  await ordered(counted, 100, { days: 31 });
  await ordered(counted, 100, { kind: 'course' });
  // 8 left, 30 sold: 8 days.
  const fast = await product('Eight left', 8);
  await ordered(fast, 30, { status: 'delivered' });
  // 10 left, 2 sold: 150 days. 5 left, none sold: no pace, last.
  const slow = await product('Ten left', 10, {
    inStockForMd: false,
    clientInStockForRu: true,
    clientPriceRu: 90,
  });
  await ordered(slow, 2, { status: 'shipped', days: 29 });
  await product('Five left, unsold', 5);
  // Above the default threshold.
  await product('Eleven left', 11);
  // Not on sale: hidden, or sold in no market (or without its price there).
  await product('Hidden', 1, { active: false });
  await product('Sold nowhere', 1, { inStockForMd: false });
  await product('No price', 1, { price: null });
});
afterAll(() => setup.ctx.database.close());

describe('the restock list', () => {
  it('lists the products on sale at or below 10 units, the fewest days left first', async () => {
    const answer = await list();
    expect(answer.count).toBe(6);
    expect(answer.results).toEqual([
      expect.objectContaining({ title: 'Sold out, selling', stock: 0, sold: 6, days_left: 0 }),
      expect.objectContaining({ title: 'Sold out, unsold', stock: 0, sold: 0, days_left: 0 }),
      expect.objectContaining({ title: 'Eight left', stock: 8, sold: 30, days_left: 8 }),
      expect.objectContaining({ title: 'Three left', stock: 3, sold: 9, days_left: 10 }),
      expect.objectContaining({ title: 'Ten left', stock: 10, sold: 2, days_left: 150 }),
      expect.objectContaining({ title: 'Five left, unsold', stock: 5, sold: 0, days_left: null }),
    ]);
  });

  it('takes the threshold from `below`', async () => {
    expect(titles(await list('?below=0'))).toEqual(['Sold out, selling', 'Sold out, unsold']);
    expect(titles(await list('?below=5'))).toEqual([
      'Sold out, selling',
      'Sold out, unsold',
      'Three left',
      'Five left, unsold',
    ]);
    const twenty = await list('?below=20');
    expect(twenty.count).toBe(7);
    expect(titles(twenty).at(-1)).toBe('Eleven left');
  });

  it('names the product and its brand in the language of the path', async () => {
    const ru = await list('?below=3', 'ru');
    expect(ru.results.map((row) => [row.title, row.brand])).toEqual([
      ['Sold out, selling', null],
      ['Sold out, unsold', 'Бренд'],
      ['Три', null],
    ]);
    // French is empty: the fallback order (Russian, then Romanian).
    expect(titles(await list('?below=3', 'fr'))).toContain('Три');
    expect((await list('?below=0', 'en')).results[1]?.brand).toBe('Бренд');
  });

  it('pages the list', async () => {
    const second = await list('?page=2&page_size=2');
    expect(second.count).toBe(6);
    expect(titles(second)).toEqual(['Eight left', 'Three left']);
    expect(await list('?page=4&page_size=2')).toEqual({ count: 6, results: [] });
  });

  it('refuses a threshold or a page size out of range, at its field', async () => {
    for (const query of ['?below=-1', '?below=1001', '?below=ten', '?page_size=101', '?page=0']) {
      const res = await restock(query);
      expect(res.status, query).toBe(400);
      const field = query.slice(1, query.indexOf('='));
      expect(Object.keys((await res.json()) as object), query).toEqual([field]);
    }
  });
});
