import {
  brandListSchema,
  checkStockResponseSchema,
  PRICE_FIELDS,
  productListSchema,
  productSchema,
  shopCategoryListSchema,
  shopCategorySchema,
  userWithProfileSchema,
} from '@academy/contract';
import { shopGate } from '@academy/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const key of ['student', 'doctor', 'client', 'outside', 'specialist'] as const)
    tokens[key] = await login(ctx.app, DEMO[key]);
});
afterAll(() => ctx.database.close());

const products = async (token: string | undefined, query = '') =>
  send(ctx.app, 'GET', `/ro/shop/product/?page_size=10000${query}`, token ? { token } : {});

describe('shop gate (spec 5, 6)', () => {
  it('needs a token', async () => {
    expect((await products(undefined)).status).toBe(401);
  });

  it('refuses a user outside the markets, and a client the professional catalogue', async () => {
    const outside = await products(tokens.outside, '&is_active_for_client_md=true');
    expect(outside.status).toBe(403);
    expect(await outside.json()).toEqual({ detail: 'not available in your region' });
    const client = await products(tokens.client);
    expect(client.status).toBe(403);
    expect(await client.json()).toEqual({ detail: 'for cosmetologists and doctors only' });
  });

  it('shows a cosmetology user only cosmetolog products, a doctor only doctor products', async () => {
    const cosmo = productListSchema.parse(
      await json(products(tokens.student, '&active=true&is_active_for_md=true')),
    );
    expect(cosmo.count).toBeGreaterThan(0);
    expect(cosmo.results.every((p) => p.cosmetolog)).toBe(true);
    const doc = productListSchema.parse(
      await json(products(tokens.doctor, '&active=true&is_active_for_ro=true')),
    );
    expect(doc.results.every((p) => p.doctor)).toBe(true);
    expect(doc.results.some((p) => !p.cosmetolog)).toBe(true);
    expect(doc.results[0]?.price_ro).not.toBeNull();
  });

  it('gives clients only products with a client price, without professional prices', async () => {
    const list = productListSchema.parse(
      await json(products(tokens.client, '&is_active_for_client_ru=true')),
    );
    expect(list.count).toBeGreaterThan(0);
    expect(list.results.every((p) => p.client_price_ru !== null && p.price_ru === null)).toBe(true);
    const store = productListSchema.parse(
      await json(products(tokens.client, '&is_active_for_client_ru=true&catherine_store=False')),
    );
    expect(store.results.every((p) => !p.catherine_store)).toBe(true);
  });

  it('follows next links page by page', async () => {
    const first = productListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/shop/product/?page_size=5', { token: tokens.student })),
    );
    expect(first.results).toHaveLength(5);
    const next = new URL(first.next ?? '');
    const second = productListSchema.parse(
      await json(send(ctx.app, 'GET', `${next.pathname}${next.search}`, { token: tokens.student })),
    );
    expect(second.results[0]?.id).toBeGreaterThan(first.results[4]?.id ?? 0);
  });
});

/**
 * Issue 22: the browser's header, listing and product page read the contract's `shopGate`; the
 * server answers each demo account by the same gate (its listing and a product, in the catalogue
 * the gate names), and refuses what the gate locks.
 */
describe("the contract's shop gate, on the server", () => {
  const accounts = ['student', 'doctor', 'client', 'outside', 'specialist'] as const;

  async function gateOf(token: string) {
    const me = await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token }));
    const { profile } = userWithProfileSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/accounts/users/${me.id}/`, { token })),
    );
    return shopGate({ isLoggedIn: true, city: profile.city, type: profile.type });
  }

  it.each(accounts)('answers %s as the gate says', async (key) => {
    const token = tokens[key] ?? '';
    const gate = await gateOf(token);
    if (gate.shop === 'locked') {
      for (const query of ['', '&is_active_for_client_ru=true']) {
        const res = await products(token, query);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ detail: 'not available in your region' });
        expect((await send(ctx.app, 'GET', `/ro/shop/product/1/?${query}`, { token })).status).toBe(
          403,
        );
      }
      return;
    }
    const own = gate.tier === 'client' ? `&is_active_for_client_${gate.market}=true` : '';
    const list = productListSchema.parse(await json(products(token, own)));
    expect(list.count).toBeGreaterThan(0);
    const field = PRICE_FIELDS[gate.tier][gate.market];
    expect(list.results.every((p) => p[field] !== null)).toBe(true);
    if (gate.profession) {
      const flag = gate.profession === 'doctor' ? 'doctor' : 'cosmetolog';
      expect(list.results.every((p) => p[flag])).toBe(true);
    }
    const first = list.results[0];
    const one = await send(ctx.app, 'GET', `/ro/shop/product/${first?.id}/?${own.slice(1)}`, {
      token,
    });
    expect(productSchema.parse(await one.json())[field]).toBe(first?.[field]);
  });

  it('gives the client the catalogue the README names: client prices in RUB, no others', async () => {
    const gate = await gateOf(tokens.client ?? '');
    expect(gate).toEqual({ shop: 'open', market: 'ru', tier: 'client', profession: null });
    const product = productSchema.parse(
      await json(
        send(ctx.app, 'GET', '/ru/shop/product/1/?is_active_for_client_ru=true', {
          token: tokens.client,
        }),
      ),
    );
    expect(product.client_price_ru).toBeGreaterThan(0);
    expect([product.price, product.price_ro, product.price_ru]).toEqual([null, null, null]);
    const professional = await send(ctx.app, 'GET', '/ru/shop/product/1/', {
      token: tokens.client,
    });
    expect(professional.status).toBe(403);
  });
});

describe('special offers for Home (spec 2.3; per market, spec 6)', () => {
  const offers = async (token: string | undefined, query: string) =>
    products(token, `&active=true&is_special_offer=true${query}`);

  it("gives a shop user only their market's special offers, under the usual gate", async () => {
    const md = productListSchema.parse(
      await json(offers(tokens.student, '&is_active_for_md=true')),
    );
    expect(md.count).toBeGreaterThan(0);
    expect(md.results.every((p) => p.is_special_offer && p.cosmetolog)).toBe(true);
    const all = productListSchema.parse(await json(products(tokens.student)));
    expect(md.count).toBe(all.results.filter((p) => p.is_special_offer).length);

    // Romania's offers are its own flag (is_special_offer_ro), not Moldova's.
    const ro = productListSchema.parse(await json(offers(tokens.doctor, '&is_active_for_ro=true')));
    expect(ro.count).toBeGreaterThan(0);
    expect(ro.results.every((p) => p.is_special_offer_ro && p.doctor)).toBe(true);
    const doctorAll = productListSchema.parse(await json(products(tokens.doctor)));
    const moldovaOnly = doctorAll.results.filter(
      (p) => p.is_special_offer && !p.is_special_offer_ro,
    );
    expect(moldovaOnly.length).toBeGreaterThan(0);
    expect(ro.results.some((p) => moldovaOnly.some((m) => m.id === p.id))).toBe(false);

    const client = productListSchema.parse(
      await json(offers(tokens.client, '&is_active_for_client_ru=true')),
    );
    expect(client.results.every((p) => p.is_special_offer_ru && p.price_ru === null)).toBe(true);
    const notOffers = productListSchema.parse(
      await json(products(tokens.student, '&is_special_offer=false')),
    );
    expect(notOffers.results.some((p) => p.is_special_offer)).toBe(false);
  });

  it('shows a visitor none, and nobody outside the markets', async () => {
    expect((await offers(undefined, '')).status).toBe(401);
    expect((await offers(tokens.outside, '')).status).toBe(403);
    expect((await products(tokens.student, '&is_special_offer=maybe')).status).toBe(400);
  });
});

describe('product detail', () => {
  it('answers the product with variants and similar products, in the language of the path', async () => {
    const res = await send(ctx.app, 'GET', '/en/shop/product/1/', { token: tokens.student });
    const product = productSchema.parse(await res.json());
    expect(product.title).toBe('Gentle cleansing gel, 50 mL');
    expect(product.variants_weight_packaging.map((v) => v.weight_packaging)).toEqual([
      '50 mL',
      '200 mL',
    ]);
    expect(product.similar_products.length).toBeGreaterThan(0);
  });

  it('writes the title and the packagings in the units of the path language', async () => {
    const res = await send(ctx.app, 'GET', '/ru/shop/product/1/', { token: tokens.student });
    const product = productSchema.parse(await res.json());
    expect(product.title).toBe('Мягкий очищающий гель, 50 мл');
    expect(product.weight_packaging).toBe('50 мл');
    expect(product.size_packaging).toBe('4 × 4 × 12 см');
    expect(product.variants_weight_packaging.map((v) => v.weight_packaging)).toEqual([
      '50 мл',
      '200 мл',
    ]);
  });

  it("answers {detail} 404 for a missing product or one not for this user's profession", async () => {
    const missing = await send(ctx.app, 'GET', '/ro/shop/product/99999/', {
      token: tokens.student,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });
    // Product 9 (peptide serum) is flagged doctor only.
    expect(
      (await send(ctx.app, 'GET', '/ro/shop/product/9/', { token: tokens.student })).status,
    ).toBe(404);
    expect(
      (await send(ctx.app, 'GET', '/ro/shop/product/9/', { token: tokens.doctor })).status,
    ).toBe(200);
  });
});

describe('categories, brands and stock check', () => {
  it('lists categories and brands, with and without an id', async () => {
    const categories = shopCategoryListSchema.parse(
      await json(send(ctx.app, 'GET', '/ru/shop/category/')),
    );
    expect(categories[0]?.name).toBe('Очищение');
    shopCategorySchema.parse(
      await json(send(ctx.app, 'GET', `/ru/shop/category/${categories[0]?.id}/`)),
    );
    expect(
      brandListSchema.parse(await json(send(ctx.app, 'GET', '/ru/shop/brands/'))),
    ).toHaveLength(4);
    expect((await send(ctx.app, 'GET', '/ru/shop/brands/1/')).status).toBe(200);
    expect((await send(ctx.app, 'GET', '/ru/shop/brands/77/')).status).toBe(404);
  });

  it('answers which cart products are still active for the user', async () => {
    // 1: in stock for everyone; 9: doctor only (not visible to a cosmetology user); 99999: missing.
    const res = await send(ctx.app, 'GET', '/check-stock/?product_ids=1,9,99999', {
      token: tokens.student,
    });
    expect(checkStockResponseSchema.parse(await res.json())).toEqual({ active_products: [1] });
    const outside = await send(ctx.app, 'GET', '/check-stock/?product_ids=1', {
      token: tokens.outside,
    });
    expect(await outside.json()).toEqual({ active_products: [] });
    expect(
      (await send(ctx.app, 'GET', '/check-stock/?product_ids=1;drop', { token: tokens.student }))
        .status,
    ).toBe(400);
  });
});
