import type {
  CartEntry,
  CartRequest,
  Order,
  OrderQuote,
  OrderQuoteRequest,
  OrderRequest,
  Paginated,
} from '@academy/contract';
import { orderType } from '@academy/contract';
import { deliveryFor, MARKETS, type Market } from '@academy/contract/rules';
import { HttpResponse, http } from 'msw';
import { appointmentHandlers } from './appointments.handlers';
import { cabinetCalendarHandlers } from './cabinet-calendar.handlers';
import { expertHandlers } from './experts.handlers';
import {
  aboutFixture,
  accessListFixture,
  accountPasswordFixture,
  articlesFixture,
  authorFixture,
  boughtAccessIdFixture,
  brandsFixture,
  cashbackFixture,
  categoriesFixture,
  certificateCodeFixture,
  certificatesFixture,
  certificateVerificationFixture,
  countriesFixture,
  courseDetailFixture,
  courseOrderFixture,
  coursesFixture,
  deviceSessionsFixture,
  faqFixture,
  heroSlidesFixture,
  meFixture,
  modulesFixture,
  ordersFixture,
  paymentsFixture,
  playerAccessFixture,
  productsFixture,
  profileFixture,
  promotionsFixture,
  protocolsFixture,
  regionInfoFixture,
  reviewsFixture,
  sessionFixture,
  shopCategoriesFixture,
  shopOrdersFixture,
  usefulInfoFixture,
} from './fixtures';
import { visitLinkHandlers } from './visit-links.handlers';

/** One page of a list as the server pages it (spec 7.3: `page`, `page_size`; DRF links). */
function paged<T>(request: Request, items: readonly T[], defaultSize = 8): Paginated<T> {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const size = Math.max(1, Number(url.searchParams.get('page_size') ?? defaultSize));
  const link = (to: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(to));
    return next.href;
  };
  return {
    count: items.length,
    next: page * size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  };
}

/** The number a query parameter holds, or null when it is absent. */
function numberParam(request: Request, name: string): number | null {
  const value = new URL(request.url).searchParams.get(name);
  return value === null ? null : Number(value);
}

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const byId = <T extends { id: number }>(items: readonly T[], id: unknown) =>
  items.find((item) => String(item.id) === id);
const hasSessionToken = (request: Request) =>
  request.headers.get('Authorization') === `Token ${sessionFixture.token}`;
const invalidToken = () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });

/** Courses the demo user bought in this session (free ones at once, the others once paid). */
const boughtCourses = new Set<number>();
/** The access of a course the demo user has (the dashboard's list, or bought here), else null. */
const ownedAccessId = (courseId: number) =>
  accessListFixture.find((access) => access.course.id === courseId)?.id ??
  (boughtCourses.has(courseId) ? boughtAccessIdFixture(courseId) : null);
/** The test provider's declined card (apps/api payment-provider.ts). */
const DECLINED_CARD = '4000000000000002';
/** A video report's body (spec 7.3, with where it plays beyond it). */
interface VideoReportBody {
  video?: number;
  how_many_viewed: number;
  position?: number;
}
/** A watch entry as the server answers a report (spec 7.3), with the course's progress. */
const videoEntryAnswer = (id: number, video: number, body: VideoReportBody) => ({
  id,
  video,
  access_to_courses: playerAccessFixture.id,
  watched: body.how_many_viewed >= 100,
  how_many_viewed: Math.min(100, body.how_many_viewed),
  position: body.position ?? 0,
  full_progress: playerAccessFixture.full_progress,
  certificate: null,
});

/** The shop's market a product query names (`is_active_for[_client]_{market}`); Moldova's else. */
function queryMarket(request: Request): Market {
  const params = new URL(request.url).searchParams;
  return (
    MARKETS.find(
      (market) =>
        params.get(`is_active_for_${market}`) === 'true' ||
        params.get(`is_active_for_client_${market}`) === 'true',
    ) ?? 'md'
  );
}
const marketField = (name: string, market: Market) =>
  market === 'md' ? name : `${name}_${market}`;

/**
 * The demo user's cart as the server keeps it (designed, issue 12): empty at start, then what the
 * last `PUT /cart/` sent (unknown products dropped, ids descending).
 */
let serverCartLines: CartEntry[] = [];
/** Seeds the server-kept cart of the demo user (a test of the merge at login). */
export function setServerCart(lines: readonly CartEntry[]) {
  serverCartLines = [...lines];
}

/** Shop orders placed in this session (the demo user's new ones), by id. */
const placedOrders = new Map<number, Order>();

/**
 * The mock server as it starts: no server-kept cart, no new orders, no course bought here (a unit
 * test's clean slate; test files share this module, so a course one file pays is not another's).
 */
export function resetShopMock() {
  serverCartLines = [];
  placedOrders.clear();
  boughtCourses.clear();
}
const shopOrderById = (id: number) =>
  placedOrders.get(id) ?? shopOrdersFixture.find((order) => order.id === id);

/** What an order of these lines would cost the demo user in Moldova (the server's quote, simply). */
function quoteFor(body: OrderQuoteRequest): OrderQuote {
  const lines = body.items.flatMap((item) => {
    const found = byId(productsFixture, String(item.id));
    return found?.in_stock_for_md && found.price !== null
      ? [{ product: found.id, title: found.title, unit_price: found.price, quantity: item.cnt }]
      : [];
  });
  const items = lines.map((line) => ({
    ...line,
    line_total: Math.round(line.unit_price * line.quantity * 10) / 10,
  }));
  const subtotal = Math.round(items.reduce((sum, i) => sum + i.line_total, 0) * 10) / 10;
  const delivery = deliveryFor('md', body.city ?? '', body.delivery_type, subtotal);
  const balance = cashbackFixture.balance.MDL ?? 0;
  const used = body.use_bonuses ? Math.min(balance, subtotal) : 0;
  return {
    market: 'md',
    currency: 'MDL',
    items,
    unavailable: body.items
      .map((i) => Number(i.id))
      .filter((id) => !lines.some((l) => l.product === id)),
    subtotal,
    delivery_price: delivery.price,
    delivery_by_weight: delivery.byWeight,
    free_delivery_from: body.delivery_type === 'pickup' ? null : 1200,
    promo_code: '',
    discount: 0,
    promo_problem: null,
    promo_minimum: null,
    cashback_balance: balance,
    cashback_used: used,
    cashback_earned: Math.round((subtotal - used) * 5) / 100,
    total: Math.round((subtotal - used + delivery.price) * 10) / 10,
  };
}

/**
 * The API as page stories (MSW in the browser) and unit tests (through `getResponse`) see it.
 * Paths are those of spec 7 under the client's `/api/` prefix. The demo account logs in with
 * `accountPasswordFixture`; any other password is refused like the server refuses it.
 */
export const handlers = [
  // The specialists' public side (issue 13), before the general accounts handlers
  ...expertHandlers,
  ...visitLinkHandlers,
  ...appointmentHandlers,
  ...cabinetCalendarHandlers,
  http.get('*/api/time/', () =>
    HttpResponse.json({ country_code: 'MD', server_time: '2026-11-22T10:00:00.000Z' }),
  ),
  http.get('*/api/get-phone/', () => HttpResponse.json([regionInfoFixture])),
  http.get('*/api/countries/', () => HttpResponse.json(countriesFixture)),
  http.get('*/api/:lang/about-page/', () => HttpResponse.json([aboutFixture])),
  http.get('*/api/:lang/about-author-slider/', () => HttpResponse.json([authorFixture])),
  http.get('*/api/:lang/get-faq/', () => HttpResponse.json(faqFixture)),
  http.get('*/api/:lang/get-general-home-page-slider/', () => HttpResponse.json(heroSlidesFixture)),
  http.get('*/api/:lang/get-review-slider/', () => HttpResponse.json(reviewsFixture)),
  http.get('*/api/:lang/shop/brands/', () => HttpResponse.json(brandsFixture)),
  http.post('*/api/get-feedback/', () =>
    HttpResponse.json({ id: 1, detail: 'ok' }, { status: 201 }),
  ),

  // Courses (spec 7.3)
  http.get('*/api/:lang/courses/category/', () => HttpResponse.json(categoriesFixture)),
  http.get('*/api/:lang/courses/modules/', ({ request }) => {
    const category = numberParam(request, 'category_id');
    return HttpResponse.json(modulesFixture.filter((m) => m.category === category));
  }),
  http.get('*/api/:lang/courses/course/', ({ request }) => {
    const category = numberParam(request, 'category');
    const module = numberParam(request, 'module');
    const discounted = new URL(request.url).searchParams.get('discounted') === 'true';
    const matching = coursesFixture.filter(
      (c) =>
        (category === null || c.category === category) &&
        (module === null || c.module === module) &&
        (!discounted || c.discount > 0),
    );
    return HttpResponse.json(paged(request, matching));
  }),
  http.get('*/api/:lang/courses/course/:id/', ({ params }) => {
    const found = byId(coursesFixture, params.id);
    if (!found) return notFound();
    const bought = boughtCourses.has(found.id)
      ? { has_access: true, access_id: boughtAccessIdFixture(found.id) }
      : {};
    return HttpResponse.json({ ...courseDetailFixture(found), ...bought });
  }),
  http.get('*/api/:lang/courses/courses-updates/', () => HttpResponse.json([])),

  // Blog and promotions (designed)
  http.get('*/api/:lang/blog/', ({ request }) =>
    HttpResponse.json(
      paged(
        request,
        articlesFixture.map(({ body: _, ...summary }) => summary),
      ),
    ),
  ),
  http.get('*/api/:lang/blog/:id/', ({ params }) => {
    const found = byId(articlesFixture, params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.get('*/api/:lang/promotions/', ({ request }) =>
    HttpResponse.json(paged(request, promotionsFixture)),
  ),
  http.get('*/api/:lang/promotions/:id/', ({ params }) => {
    const found = byId(promotionsFixture, params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),

  // Accounts (spec 7.1)
  http.post('*/api/auth/token/login/', async ({ request }) => {
    const { username, password } = (await request.json()) as Record<string, unknown>;
    return username === meFixture.username && password === accountPasswordFixture
      ? HttpResponse.json({ auth_token: sessionFixture.token })
      : HttpResponse.json(
          { non_field_errors: ['Unable to log in with provided credentials.'] },
          { status: 400 },
        );
  }),
  http.get('*/api/auth/users/me/', ({ request }) =>
    hasSessionToken(request)
      ? HttpResponse.json(meFixture)
      : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
  ),
  http.get('*/api/:lang/accounts/users/:id/', ({ params }) =>
    String(params.id) === String(meFixture.id)
      ? HttpResponse.json({ id: meFixture.id, profile: profileFixture })
      : notFound(),
  ),
  http.post('*/api/auth/token/logout/', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/auth/users/set_password/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (!hasSessionToken(request)) {
      return HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
    }
    return body.current_password === accountPasswordFixture
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ current_password: ['Invalid password.'] }, { status: 400 });
  }),
  http.post('*/api/:lang/api/password_reset/', () => HttpResponse.json({ status: 'OK' })),
  http.get('*/api/auth/sessions/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(deviceSessionsFixture) : invalidToken(),
  ),
  http.delete('*/api/auth/sessions/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const other = deviceSessionsFixture.some((s) => String(s.id) === params.id && !s.current);
    return other ? new HttpResponse(null, { status: 204 }) : notFound();
  }),
  http.post('*/api/auth/sessions/logout-others/', ({ request }) =>
    hasSessionToken(request) ? new HttpResponse(null, { status: 204 }) : invalidToken(),
  ),

  // Certificates (spec 7.2; the verification page is designed): the demo user's, with its token
  http.post('*/api/accounts/certificates_and_diplomas/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const image = (await request.formData()).get('image');
    const name = image instanceof File ? image.name : 'certificate.png';
    return HttpResponse.json(
      {
        ...certificatesFixture[1],
        id: 90,
        image: `/media/certificates/${name}`,
        title_ro: null,
        title_ru: null,
        title_en: null,
        title_fr: null,
        title_es: null,
      },
      { status: 201 },
    );
  }),
  http.delete('*/api/accounts/certificates_and_diplomas/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    return byId(certificatesFixture, params.id)
      ? new HttpResponse(null, { status: 204 })
      : notFound();
  }),
  http.patch('*/api/accounts/certificates_and_diplomas/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const certificate = byId(certificatesFixture, params.id);
    const { show } = (await request.json()) as { show: boolean };
    return certificate ? HttpResponse.json({ ...certificate, show }) : notFound();
  }),

  // The page editor (spec 7.1, 7.2): the demo user's profile and work slides, with its token
  http.patch('*/api/:lang/accounts/user_profile/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    if (String(params.id) !== String(profileFixture.id)) return notFound();
    const form = await request.formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const price = text('consultation_price');
    return HttpResponse.json({
      ...profileFixture,
      name: text('name') ?? profileFixture.name,
      description: text('description') ?? profileFixture.description,
      specialization: text('specialization') ?? profileFixture.specialization,
      address: text('address') ?? profileFixture.address,
      currency: text('currency') ?? profileFixture.currency,
      consultation_price: price ? Number(price) : null,
      landing_page_is_active: text('landing_page_is_active') === 'true',
      ...(text('auto_confirm_requests') === undefined
        ? {}
        : { auto_confirm_requests: text('auto_confirm_requests') === 'true' }),
      image: form.get('image') instanceof File ? '/media/avatars/new.png' : profileFixture.image,
    });
  }),
  http.post('*/api/accounts/slide_after_before/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const form = await request.formData();
    return HttpResponse.json(
      {
        id: 501,
        user: Number(form.get('user')),
        title: String(form.get('title')),
        description: String(form.get('description')),
        image: '/media/slides/new.png',
      },
      { status: 201 },
    );
  }),
  http.patch('*/api/accounts/slide_after_before/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const form = await request.formData();
    return HttpResponse.json({
      id: Number(params.id),
      user: profileFixture.id,
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      image: '/media/slides/edited.png',
    });
  }),
  http.delete('*/api/accounts/slide_after_before/:id/', ({ request }) =>
    hasSessionToken(request) ? new HttpResponse(null, { status: 204 }) : invalidToken(),
  ),
  http.get('*/api/certificates/:file', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    return params.file === `${certificateCodeFixture}.pdf`
      ? new HttpResponse('%PDF-1.4 demo', { headers: { 'content-type': 'application/pdf' } })
      : notFound();
  }),
  http.get('*/api/:lang/certificates/verify/:code/', ({ params }) =>
    params.code === certificateCodeFixture
      ? HttpResponse.json(certificateVerificationFixture)
      : HttpResponse.json({ detail: 'No certificate has this code.' }, { status: 404 }),
  ),

  // Dashboard, learning side (spec 2.9, 7.3): the demo user's, with its token only
  http.get('*/api/:lang/courses/access_list/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(accessListFixture) : invalidToken(),
  ),
  http.get('*/api/:lang/courses/protocols/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(protocolsFixture) : invalidToken(),
  ),
  http.get('*/api/accounts/payment-history/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(paymentsFixture) : invalidToken(),
  ),
  http.get('*/api/:lang/useful-info/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(usefulInfoFixture) : invalidToken(),
  ),
  http.get('*/api/:lang/useful-info/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const found = byId(usefulInfoFixture, params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),

  // The course player (spec 2.5, 7.3): the demo user's access 12 and its progress reports
  http.get('*/api/:lang/courses/access_list/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    return String(params.id) === String(playerAccessFixture.id)
      ? HttpResponse.json(playerAccessFixture)
      : notFound();
  }),
  http.post('*/api/courses/access-course-video/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = (await request.json()) as VideoReportBody & { video: number };
    return HttpResponse.json(videoEntryAnswer(900 + body.video, body.video, body), {
      status: 201,
    });
  }),
  http.patch('*/api/courses/access-course-video/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = (await request.json()) as VideoReportBody;
    return HttpResponse.json(videoEntryAnswer(Number(params.id), 0, body));
  }),
  http.patch('*/api/courses/access_list/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    if (String(params.id) !== String(playerAccessFixture.id)) return notFound();
    const body = (await request.json()) as { full_progress: number };
    return HttpResponse.json({
      id: playerAccessFixture.id,
      full_progress: body.full_progress,
      certificate: null,
    });
  }),

  // Shop (spec 7.4; issue 12): the demo user's catalogue (Moldova, professional prices)
  http.get('*/api/:lang/shop/product/', ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const params = new URL(request.url).searchParams;
    const market = queryMarket(request);
    const category = numberParam(request, 'category');
    const brand = numberParam(request, 'brand');
    const offers = params.get('is_special_offer') === 'true';
    const matching = productsFixture.filter(
      (p) =>
        (category === null || p.category === category) &&
        (brand === null || p.brand.some((b) => b.id === brand)) &&
        (!offers || p[marketField('is_special_offer', market) as 'is_special_offer']),
    );
    return HttpResponse.json(paged(request, matching, 20));
  }),
  http.get('*/api/:lang/shop/product/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const found = byId(productsFixture, params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.get('*/api/:lang/shop/category/', () => HttpResponse.json(shopCategoriesFixture)),
  http.get('*/api/check-stock/', ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const ids = (new URL(request.url).searchParams.get('product_ids') ?? '').split(',');
    return HttpResponse.json({
      active_products: productsFixture
        .filter((p) => ids.includes(String(p.id)) && p.in_stock_for_md)
        .map((p) => p.id),
    });
  }),
  http.post('*/api/:lang/orders/quote/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    return HttpResponse.json(quoteFor((await request.json()) as OrderQuoteRequest));
  }),
  http.post('*/api/:lang/orders/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = (await request.json()) as OrderRequest;
    const quote = quoteFor({ ...body, city: body.city });
    if (quote.unavailable.length > 0) {
      return HttpResponse.json(
        { detail: 'Not in stock', product_id: quote.unavailable[0] },
        { status: 409 },
      );
    }
    const id = 400 + placedOrders.size;
    const order: Order = {
      id,
      kind: 'shop',
      status: 'pending',
      type: 'order',
      market: quote.market,
      currency: quote.currency,
      payment_type: body.payment_type,
      delivery_type: body.delivery_type,
      items: quote.items.map((item, index) => ({ ...item, id: id * 10 + index, course: null })),
      subtotal: quote.subtotal,
      delivery_price: quote.delivery_price,
      delivery_by_weight: quote.delivery_by_weight,
      cashback_used: quote.cashback_used,
      cashback_earned: 0,
      total: quote.total,
      created: '2026-11-22T10:00:00.000Z',
      paid_at: null,
      tracking_number: '',
      promo_code: '',
      discount: 0,
      contact: {
        phone: body.phone,
        country: body.country,
        city: body.city,
        street: body.street ?? '',
        house_number: body.house_number ?? '',
        postcode: body.postcode ?? '',
        carrier_office: body.carrier_office ?? '',
      },
    };
    placedOrders.set(id, order);
    return HttpResponse.json(order, { status: 201 });
  }),
  http.post('*/api/orders/:id/cancel/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const id = Number(params.id);
    const order = placedOrders.get(id) ?? ordersFixture.find((o) => o.id === id);
    if (!order) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    if (order.status !== 'pending')
      return HttpResponse.json(
        { detail: 'Only an unpaid order can be cancelled.' },
        { status: 409 },
      );
    const cancelled = { ...order, status: 'cancelled' as const, type: orderType('cancelled') };
    placedOrders.set(id, cancelled);
    return HttpResponse.json(cancelled);
  }),
  http.get('*/api/orders/', ({ request }) =>
    hasSessionToken(request)
      ? HttpResponse.json([
          ...placedOrders.values(),
          ...ordersFixture.filter((o) => !placedOrders.has(o.id)),
        ])
      : invalidToken(),
  ),
  http.get('*/api/cart/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json({ items: serverCartLines }) : invalidToken(),
  ),
  http.put('*/api/cart/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const { items } = (await request.json()) as CartRequest;
    serverCartLines = items
      .filter((line) => byId(productsFixture, String(line.id)))
      .map((line) => ({ id: Number(line.id), cnt: line.cnt }))
      .sort((a, b) => b.id - a.id);
    return HttpResponse.json({ items: serverCartLines });
  }),
  http.get('*/api/accounts/cashback/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(cashbackFixture) : invalidToken(),
  ),

  // Buying a course (issue 11): an order per course (100 + its id), paid with the test provider
  http.post('*/api/:lang/courses/course/:id/purchase/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const course = byId(coursesFixture, params.id);
    if (!course) return notFound();
    const owned = ownedAccessId(course.id);
    if (owned !== null) {
      return HttpResponse.json(
        { detail: 'You already have this course.', access_id: owned },
        { status: 409 },
      );
    }
    if (course.is_free) {
      boughtCourses.add(course.id);
      return HttpResponse.json(
        { order: null, access_id: boughtAccessIdFixture(course.id) },
        { status: 201 },
      );
    }
    return HttpResponse.json(
      { order: courseOrderFixture(course.id), access_id: null },
      { status: 201 },
    );
  }),
  http.get('*/api/orders/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const shopOrder = shopOrderById(Number(params.id));
    if (shopOrder) return HttpResponse.json(shopOrder);
    const course = byId(coursesFixture, String(Number(params.id) - 100));
    if (!course || course.is_free) return notFound();
    return HttpResponse.json(
      courseOrderFixture(course.id, boughtCourses.has(course.id) ? 'paid' : 'pending'),
    );
  }),
  // How an order is paid: the test provider's card form (the server's choice without MAIB).
  http.get('*/api/orders/:id/pay/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const known =
      shopOrderById(Number(params.id)) ?? byId(coursesFixture, String(Number(params.id) - 100));
    if (!known) return notFound();
    return HttpResponse.json({ provider: 'test', hosted_page: false });
  }),
  http.post('*/api/orders/:id/pay/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const shopOrder = shopOrderById(Number(params.id));
    if (shopOrder)
      return payShopOrder(shopOrder, (await request.json()) as { card_number?: string });
    const course = byId(coursesFixture, String(Number(params.id) - 100));
    if (!course || course.is_free) return notFound();
    if (boughtCourses.has(course.id)) {
      return HttpResponse.json({ detail: 'The order is not awaiting payment.' }, { status: 409 });
    }
    const { card_number } = (await request.json()) as { card_number?: string };
    if (card_number?.replace(/\s/g, '') === DECLINED_CARD) {
      return HttpResponse.json({ detail: 'Payment declined.' }, { status: 402 });
    }
    boughtCourses.add(course.id);
    const order = courseOrderFixture(course.id, 'paid');
    return HttpResponse.json({
      order,
      payment: {
        id: 1,
        provider: 'test',
        status: 'succeeded',
        amount: order.total,
        currency: 'EUR',
      },
      access_id: boughtAccessIdFixture(course.id),
    });
  }),
];

/** The test provider's answer for a shop order (issue 12): paid once, a declined card refused. */
function payShopOrder(order: Order, body: { card_number?: string }) {
  if (order.status !== 'pending' || order.payment_type !== 'card') {
    return HttpResponse.json({ detail: 'The order is not awaiting payment.' }, { status: 409 });
  }
  if (body.card_number?.replace(/\s/g, '') === DECLINED_CARD) {
    return HttpResponse.json({ detail: 'Payment declined.' }, { status: 402 });
  }
  const paid: Order = {
    ...order,
    status: 'paid',
    type: 'purchase',
    cashback_earned: Math.round((order.subtotal - order.cashback_used) * 5) / 100,
    paid_at: '2026-11-22T10:05:00.000Z',
  };
  placedOrders.set(order.id, paid);
  return HttpResponse.json({
    order: paid,
    payment: {
      id: 2,
      provider: 'test',
      status: 'succeeded',
      amount: paid.total,
      currency: paid.currency,
    },
    access_id: null,
  });
}
