import { PRODUCT_FORM_ERRORS, PRODUCT_ORDERED } from '@academy/contract/back-office/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, orderBody } from '../../test/buyers';
import { DEMO, json, login, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createStaffTestApp } from '../../test/staff';
import { forRomanianDoctors, productCalls } from './products-test-fixtures';

/**
 * What the shop shows after a product's save (issue 27): at once (the cached answers and drawn
 * pages cleared), with the spec's fields, hidden when inactive, 'Not in stock' at stock 0.
 */
let setup: Awaited<ReturnType<typeof createStaffTestApp<'editor'>>>;
let calls: ReturnType<typeof productCalls>;
let doctor = '';

beforeAll(async () => {
  setup = await createStaffTestApp(['editor']);
  calls = productCalls(setup.ctx.app, setup.tokens.editor);
  doctor = await login(setup.ctx.app, DEMO.doctor);
});
afterAll(() => setup.ctx.database.close());

interface ShopProduct {
  id: number;
  price_ro: number | null;
  price_old_ro: number | null;
  in_stock_for_ro: boolean;
}
const shopList = async () =>
  (
    await json<{ results: ShopProduct[] }>(
      send(setup.ctx.app, 'GET', '/ro/shop/product/?page_size=10000', { token: doctor }),
    )
  ).results;
const shopProduct = (id: number) =>
  send(setup.ctx.app, 'GET', `/ro/shop/product/${id}/`, { token: doctor });

/** A product a Romanian doctor buys, shown. */
async function shownProduct() {
  const { id } = await calls.create('Cremă pentru medici');
  const image = await uploadedImage(setup.ctx.database.db, 'product');
  expect((await calls.save(id, forRomanianDoctors(image.id))).status).toBe(200);
  expect((await calls.post(id, 'activate')).status).toBe(200);
  return id;
}

describe('the shop after a save', () => {
  it('hides a product until it is activated, and again once deactivated (404)', async () => {
    const { id } = await calls.create();
    const image = await uploadedImage(setup.ctx.database.db, 'product');
    await calls.save(id, forRomanianDoctors(image.id));
    expect((await shopProduct(id)).status).toBe(404);
    expect((await shopList()).map((p) => p.id)).not.toContain(id);
    expect((await calls.post(id, 'activate')).status).toBe(200);
    expect((await shopProduct(id)).status).toBe(200);
    expect((await shopList()).map((p) => p.id)).toContain(id);
    expect((await calls.post(id, 'deactivate')).status).toBe(200);
    expect((await shopProduct(id)).status).toBe(404);
    expect((await shopList()).map((p) => p.id)).not.toContain(id);
  });

  it('refuses to show a product without its picture', async () => {
    const { id } = await calls.create();
    const res = await calls.post(id, 'activate');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: PRODUCT_FORM_ERRORS.imageRequired });
  });

  it('shows a new Romanian price at once, in the cached list too', async () => {
    const id = await shownProduct();
    // The list is cached per market and tier: read once before the save.
    expect((await shopList()).find((p) => p.id === id)?.price_ro).toBe(120);
    expect((await calls.save(id, { price_ro: 95.5, price_old_ro: 120 })).status).toBe(200);
    expect((await shopList()).find((p) => p.id === id)).toMatchObject({
      price_ro: 95.5,
      price_old_ro: 120,
    });
    expect(await json(shopProduct(id))).toMatchObject({ price_ro: 95.5, price_old_ro: 120 });
  });

  it("says 'Not in stock' (in_stock_for_ro false) at stock 0, in the list and on the page", async () => {
    const id = await shownProduct();
    expect((await shopList()).find((p) => p.id === id)?.in_stock_for_ro).toBe(true);
    expect((await calls.save(id, { stock: 0 })).status).toBe(200);
    expect((await shopList()).find((p) => p.id === id)?.in_stock_for_ro).toBe(false);
    expect(await json(shopProduct(id))).toMatchObject({ in_stock_for_ro: false, stock: 0 });
    const checked = await json<{ active_products: number[] }>(
      send(setup.ctx.app, 'GET', `/check-stock/?product_ids=${id}`, { token: doctor }),
    );
    expect(checked.active_products).toEqual([]);
  });

  it('answers the spec’s fields as the shop always did', async () => {
    const id = await shownProduct();
    const product = await json(shopProduct(id));
    for (const field of ['price', 'price_ro', 'price_ru', 'old_price', 'discount_ro'])
      expect(product).toHaveProperty(field);
    for (const field of ['is_special_offer_ro', 'in_stock_for_md', 'client_in_stock_for_ru'])
      expect(product).toHaveProperty(field);
    expect(product).toMatchObject({ variants_weight_packaging: [], similar_products: [] });
  });
});

describe('deleting a product', () => {
  it('deletes one never ordered, and refuses an ordered one: deactivate it instead', async () => {
    const { app } = setup.ctx;
    const token = setup.tokens.editor;
    const { id: unordered } = await calls.create();
    expect((await send(app, 'DELETE', `/admin/products/${unordered}/`, { token })).status).toBe(
      204,
    );
    expect((await send(app, 'GET', `/ro/admin/products/${unordered}/`, { token })).status).toBe(
      404,
    );
    // A Moldovan cosmetologist's order of a product of theirs.
    const { id } = await calls.create();
    const image = await uploadedImage(setup.ctx.database.db, 'product');
    const sold = {
      cosmetolog: true,
      in_stock_for_md: true,
      price: 50,
      stock: 3,
      image_id: image.id,
    };
    await calls.save(id, sold);
    await calls.post(id, 'activate');
    const buyer = await createBuyer(setup.ctx.database.db, 'buyer');
    const order = await send(app, 'POST', '/ro/orders/', {
      token: buyer.token,
      body: orderBody([{ id, cnt: 1 }], 'cash'),
    });
    expect(order.status).toBe(201);
    expect((await calls.get(id)).ordered).toBe(true);
    const res = await send(app, 'DELETE', `/admin/products/${id}/`, { token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: PRODUCT_ORDERED });
    expect((await calls.get(id)).stock).toBe(2);
  });
});
