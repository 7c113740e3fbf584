import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from './test/helpers';
import { createTestApp } from './test/test-app';
import { serverBesideWeb } from './test/web-server';

/** How the route helper reads a request: empty bodies, unknown paths, values of the wrong type. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let doctor: string;
beforeAll(async () => {
  ctx = await createTestApp();
  doctor = await login(ctx.app, DEMO.doctor);
});
afterAll(() => ctx.database.close());

describe('a POST that needs no body', () => {
  it('buys a course without any body (the schema default payment type applies)', async () => {
    const res = await ctx.app.request('/ro/courses/course/2/purchase/', {
      method: 'POST',
      headers: { authorization: `Token ${doctor}` },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ order: { currency: 'EUR' }, access_id: null });
  });

  it('takes an empty JSON body as {}, and still refuses broken JSON', async () => {
    const empty = await send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', {
      token: doctor,
      raw: '',
    });
    expect(empty.status).toBe(201);
    const broken = await send(ctx.app, 'POST', '/ro/courses/course/2/purchase/', {
      token: doctor,
      raw: '{"payment_type": ',
    });
    expect([broken.status, await json(broken)]).toEqual([
      400,
      { detail: 'JSON parse error: the body is not valid JSON.' },
    ]);
  });
});

describe('paths that match no route', () => {
  const MISSING = ['/ro/shop/product/abc/', '/orders/abc/', '/no-such-route/'];

  it('answer 404 {detail} when the API runs alone', async () => {
    for (const path of MISSING) {
      const res = await ctx.app.request(path);
      expect([res.status, await res.json()], path).toEqual([404, { detail: 'Not found.' }]);
    }
  });

  it('answer 404 {detail} under /api beside the web app, never the page', async () => {
    const server = serverBesideWeb(ctx);
    for (const path of ['/api', ...MISSING.map((p) => `/api${p}`)]) {
      for (const method of ['GET', 'POST']) {
        const res = await server.request(path, { method });
        expect(res.headers.get('content-type'), `${method} ${path}`).toContain('application/json');
        expect([res.status, await res.json()], `${method} ${path}`).toEqual([
          404,
          { detail: 'Not found.' },
        ]);
      }
    }
    expect((await server.request('/api/ro/get-faq/')).status).toBe(200);
    expect(await (await server.request('/ro/shop/product/abc')).text()).toContain('<title>');
  });
});

describe('a value of the wrong type says what is wrong', () => {
  const order = (extra: Record<string, unknown>, cnt: unknown = 1) => ({
    items: [{ id: 1, cnt }],
    first_name: 'Irina',
    surname: 'Cebotari',
    phone: '+37369123456',
    email: 'irina@example.com',
    country: 'Moldova',
    city: 'Chișinău',
    street: 'Ștefan cel Mare',
    house_number: '1',
    postcode: 'MD-2012',
    delivery_type: 'courier',
    payment_type: 'card',
    terms_agreement: true,
    ...extra,
  });
  const errorsOf = async (body: unknown) => {
    const res = await send(ctx.app, 'POST', '/ro/orders/', { token: doctor, body });
    expect(res.status).toBe(400);
    return json<Record<string, string[]>>(res);
  };

  it.each([
    ['cnt: 1.5', order({}, 1.5), 'items.0.cnt', 'Quantity must be a whole number.'],
    ['cnt: "two"', order({}, 'two'), 'items.0.cnt', 'A valid integer is required.'],
    ['first_name: 5', order({ first_name: 5 }), 'first_name', 'Not a valid string.'],
    ['use_bonuses: "no"', order({ use_bonuses: 'no' }), 'use_bonuses', 'Must be a valid boolean.'],
    ['first_name: null', order({ first_name: null }), 'first_name', 'This field may not be null.'],
    [
      'first_name missing',
      order({ first_name: undefined }),
      'first_name',
      'This field is required.',
    ],
    ['cnt: 0', order({}, 0), 'items.0.cnt', 'Ensure this value is greater than or equal to 1.'],
    [
      'delivery_type: "drone"',
      order({ delivery_type: 'drone' }),
      'delivery_type',
      '"drone" is not a valid choice.',
    ],
  ])('%s', async (_, body, field, message) => {
    expect(await errorsOf(body)).toEqual({ [field]: [message] });
  });

  it('names the missing address of a courier order and invoice details of a company', async () => {
    expect(await errorsOf(order({ street: '', postcode: undefined }))).toEqual({
      street: ['This field is required.'],
      postcode: ['This field is required.'],
    });
    expect(await errorsOf(order({ person_type: 'company', company_name: 'Beauty SRL' }))).toEqual({
      fiscal_code: ['This field is required.'],
      trade_register_number: ['This field is required.'],
      company_address: ['This field is required.'],
    });
  });

  it('names too long a text by its limit, and a wrong page query as a whole number', async () => {
    const long = await errorsOf(order({ first_name: 'x'.repeat(151) }));
    expect(long).toEqual({ first_name: ['Ensure this field has no more than 150 characters.'] });
    const page = await send(ctx.app, 'GET', '/ro/courses/course/?page=two');
    expect([page.status, await json(page)]).toEqual([
      400,
      { page: ['A valid integer is required.'] },
    ]);
  });
});
