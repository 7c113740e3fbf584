import {
  aboutPageListSchema,
  accessListSchema,
  accessPatchResponseSchema,
  accessRecordSchema,
  articleListSchema,
  articleSchema,
  authorListSchema,
  brandListSchema,
  cartSchema,
  cashbackResponseSchema,
  certificateSchema,
  certificateVerificationSchema,
  checkStockResponseSchema,
  countryListSchema,
  courseCategoryListSchema,
  courseDetailSchema,
  courseListSchema,
  courseModuleListSchema,
  courseUpdateListSchema,
  faqListSchema,
  heroSlideListSchema,
  loginResponseSchema,
  meResponseSchema,
  orderListSchema,
  orderQuoteSchema,
  orderSchema,
  paymentHistorySchema,
  payResponseSchema,
  productListSchema,
  productSchema,
  promotionListSchema,
  promotionSchema,
  protocolListSchema,
  regionInfoListSchema,
  reviewSlideListSchema,
  shopCategoryListSchema,
  timeResponseSchema,
  usefulInfoListSchema,
  usefulInfoSchema,
  userWithProfileSchema,
  videoAccessResponseSchema,
} from '@academy/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountPasswordFixture,
  certificateCodeFixture,
  meFixture,
  sessionFixture,
} from './fixtures';

/** Calls go through the stubbed fetch of test/setup.ts, that is through these very handlers. */
async function call(path: string, init?: RequestInit) {
  const response = await fetch(`http://localhost/api/${path}`, init);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}
const withToken = { headers: { Authorization: `Token ${sessionFixture.token}` } };

describe('MSW handlers', () => {
  it.each<[string, z.ZodType]>([
    ['time/', timeResponseSchema],
    ['get-phone/', regionInfoListSchema],
    ['countries/', countryListSchema],
    ['ro/about-page/', aboutPageListSchema],
    ['ro/about-author-slider/', authorListSchema],
    ['ro/get-faq/', faqListSchema],
    ['ro/get-general-home-page-slider/', heroSlideListSchema],
    ['ro/get-review-slider/', reviewSlideListSchema],
    ['ro/shop/brands/', brandListSchema],
    ['ro/shop/category/', shopCategoryListSchema],
    ['ro/courses/category/', courseCategoryListSchema],
    ['ro/courses/modules/?category_id=3', courseModuleListSchema],
    ['ro/courses/course/?page=1&page_size=8', courseListSchema],
    ['ro/courses/course/4/', courseDetailSchema],
    ['ro/courses/courses-updates/', courseUpdateListSchema],
    ['ro/blog/?page=1', articleListSchema],
    ['ro/blog/1/', articleSchema],
    ['ro/promotions/?page=1', promotionListSchema],
    ['ro/promotions/1/', promotionSchema],
  ])('GET %s answers in the contract shape', async (path, schema) => {
    const { status, body } = await call(path);
    expect(status).toBe(200);
    expect(() => schema.parse(body)).not.toThrow();
  });

  it.each<[string, z.ZodType]>([
    ['ro/courses/access_list/', accessListSchema],
    ['ro/courses/access_list/12/', accessRecordSchema],
    ['ro/courses/protocols/', protocolListSchema],
    ['accounts/payment-history/', paymentHistorySchema],
    ['ro/useful-info/', usefulInfoListSchema],
    ['ro/useful-info/1/', usefulInfoSchema],
    ['ro/shop/product/?active=true&is_active_for_md=true&page_size=10000', productListSchema],
    ['ro/shop/product/2/', productSchema],
    ['check-stock/?product_ids=1,5', checkStockResponseSchema],
    ['orders/', orderListSchema],
    ['accounts/cashback/', cashbackResponseSchema],
    ['cart/', cartSchema],
  ])('GET %s answers the demo user in the contract shape, a visitor 401', async (path, schema) => {
    const { status, body } = await call(path, withToken);
    expect(status).toBe(200);
    expect(() => schema.parse(body)).not.toThrow();
    expect((await call(path)).status).toBe(401);
  });

  it('pages and filters the courses like the server (spec 7.3)', async () => {
    const all = (await call('ro/courses/course/?page_size=8')).body;
    expect(all.results).toHaveLength(8);
    expect(all.next).toContain('page=2');
    const last = (await call('ro/courses/course/?page=2&page_size=8')).body;
    expect(last.results).toHaveLength(all.count - 8);
    expect(last.next).toBeNull();
    const peels = (await call('ro/courses/course/?category=3&module=32')).body;
    expect(peels.results.map((c: { module: number }) => c.module)).toEqual([32]);
  });

  it('logs in the demo account only, and answers its session calls with its token', async () => {
    const login = (password: string) =>
      call('auth/token/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: meFixture.username, password }),
      });
    expect(loginResponseSchema.parse((await login(accountPasswordFixture)).body)).toEqual({
      auth_token: sessionFixture.token,
    });
    expect((await login('wrong-password')).status).toBe(400);
    expect(meResponseSchema.parse((await call('auth/users/me/', withToken)).body)).toEqual(
      meFixture,
    );
    expect((await call('auth/users/me/')).status).toBe(401);
    const user = (await call(`ro/accounts/users/${meFixture.id}/`, withToken)).body;
    expect(() => userWithProfileSchema.parse(user)).not.toThrow();
  });

  it('answers the certificate calls in the contract shape (spec 7.2, verification designed)', async () => {
    const form = new FormData();
    form.append('user_profile_id', '7');
    form.append('image', new File(['png'], 'seminar.png', { type: 'image/png' }));
    const created = await call('accounts/certificates_and_diplomas/', {
      method: 'POST',
      body: form,
      ...withToken,
    });
    expect(created.status).toBe(201);
    expect(certificateSchema.parse(created.body).image).toBe('/media/certificates/seminar.png');
    expect(
      (await call('accounts/certificates_and_diplomas/', { method: 'POST', body: form })).status,
    ).toBe(401);
    const remove = (id: number) =>
      call(`accounts/certificates_and_diplomas/${id}/`, { method: 'DELETE', ...withToken });
    expect((await remove(32)).status).toBe(204);
    expect((await remove(999)).status).toBe(404);
    const verified = await call(`ro/certificates/verify/${certificateCodeFixture}/`);
    expect(certificateVerificationSchema.parse(verified.body).code).toBe(certificateCodeFixture);
    expect(await call('ro/certificates/verify/NOSUCHCODE2345/')).toEqual({
      status: 404,
      body: { detail: 'No certificate has this code.' },
    });
  });

  it('answers the player progress reports in the contract shape (spec 7.3)', async () => {
    const send = (method: string, path: string, body: unknown) =>
      call(path, {
        method,
        headers: { ...withToken.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await send('POST', 'courses/access-course-video/', {
      access_to_courses: 12,
      video: 43,
      watched: false,
      how_many_viewed: 20,
      position: 61.5,
      rate: 1.5,
    });
    expect(created.status).toBe(201);
    expect(videoAccessResponseSchema.parse(created.body)).toMatchObject({
      position: 61.5,
      full_progress: 45,
      certificate: null,
    });
    const updated = await send('PATCH', 'courses/access-course-video/502/', {
      watched: true,
      how_many_viewed: 100,
    });
    expect(videoAccessResponseSchema.parse(updated.body)).toMatchObject({ id: 502, watched: true });
    const saved = await send('PATCH', 'courses/access_list/12/', { full_progress: 60 });
    expect(accessPatchResponseSchema.parse(saved.body).full_progress).toBe(60);
    expect((await call('ro/courses/access_list/999/', withToken)).status).toBe(404);
  });

  it('answers 404 {detail} for a missing course, article or promotion', async () => {
    for (const path of ['ro/courses/course/999/', 'ro/blog/999/', 'ro/promotions/999/']) {
      expect(await call(path)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('buys a course like the server: an order, its payment (the test card declined), owned after', async () => {
    const post = (path: string, body: unknown) =>
      call(path, {
        method: 'POST',
        headers: { ...withToken.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bought = await post('ro/courses/course/6/purchase/', { payment_type: 'card' });
    expect(bought.status).toBe(409);
    const ordered = await post('ro/courses/course/5/purchase/', { payment_type: 'card' });
    expect(ordered.status).toBe(201);
    const order = orderSchema.parse(ordered.body.order);
    expect(orderSchema.parse((await call(`orders/${order.id}/`, withToken)).body).status).toBe(
      'pending',
    );
    const declined = await post(`orders/${order.id}/pay/`, { card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const paid = await post(`orders/${order.id}/pay/`, { card_number: '4242 4242 4242 4242' });
    expect(payResponseSchema.parse(paid.body).order.status).toBe('paid');
    expect((await post('ro/courses/course/5/purchase/', {})).body.access_id).toBe(
      paid.body.access_id,
    );
    expect((await call(`orders/${order.id}/`)).status).toBe(401);
  });

  it('answers the shop like the server (spec 7.4): pages with next links, offers per market, missing as {detail}', async () => {
    const first = (await call('ro/shop/product/?page_size=4', withToken)).body;
    expect(first.results).toHaveLength(4);
    expect(first.next).toContain('page=2');
    const offers = productListSchema.parse(
      (await call('ro/shop/product/?is_active_for_ro=true&is_special_offer=true', withToken)).body,
    );
    expect(offers.results.every((p) => p.is_special_offer_ro)).toBe(true);
    expect(offers.results.length).toBeGreaterThan(0);
    expect(await call('ro/shop/product/999/', withToken)).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const stock = checkStockResponseSchema.parse(
      (await call('check-stock/?product_ids=1,5', withToken)).body,
    );
    expect(stock.active_products).toEqual([1]);
  });

  it('quotes, places and pays a shop order like the server (issue 12)', async () => {
    const post = (path: string, body: unknown) =>
      call(path, {
        method: 'POST',
        headers: { ...withToken.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const items = [{ id: 2, cnt: 2 }];
    const quote = orderQuoteSchema.parse(
      (await post('ro/orders/quote/', { items, delivery_type: 'courier', city: 'Chișinău' })).body,
    );
    expect(quote).toMatchObject({ subtotal: 1174, delivery_price: 50, total: 1224 });
    const placed = await post('ro/orders/', {
      first_name: 'Ana',
      surname: 'Rusu',
      phone: '+37369000000',
      email: 'ana@example.com',
      country: 'Moldova',
      city: 'Chișinău',
      delivery_type: 'courier',
      payment_type: 'card',
      terms_agreement: true,
      items,
    });
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order).toMatchObject({ kind: 'shop', status: 'pending', total: 1224 });
    expect(orderListSchema.parse((await call('orders/', withToken)).body)[0]?.id).toBe(order.id);
    const paid = await post(`orders/${order.id}/pay/`, { card_number: '4242 4242 4242 4242' });
    expect(payResponseSchema.parse(paid.body).order.status).toBe('paid');
    expect((await post('ro/orders/', { items: [{ id: 5, cnt: 1 }] })).status).toBe(409);
  });

  it("keeps the demo user's cart like the server: PUT replaces it (unknown products dropped), GET answers it", async () => {
    const put = (items: unknown) =>
      call('cart/', {
        method: 'PUT',
        headers: { ...withToken.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      });
    const saved = await put([
      { id: 1, cnt: 2 },
      { id: 999, cnt: 1 },
      { id: 4, cnt: 1 },
    ]);
    const kept = [
      { id: 4, cnt: 1 },
      { id: 1, cnt: 2 },
    ];
    expect(cartSchema.parse(saved.body)).toEqual({ items: kept });
    expect(cartSchema.parse((await call('cart/', withToken)).body)).toEqual({ items: kept });
    expect((await put([])).body).toEqual({ items: [] });
    expect((await call('cart/')).status).toBe(401);
  });
});
