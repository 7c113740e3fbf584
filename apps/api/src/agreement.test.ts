/**
 * The browser and the server judge the same cases alike. Each table below is fed once to the
 * browser's side (a machine's rule or the machine itself, as the web app runs it) and once to the
 * server through its HTTP route, and the two answers must match. A rule written twice and drifted
 * (as the progress rounding once was: 89.6 was 89 in the browser and 100 on the server) fails here.
 */
import type { AccessRecord, Market, Order, Product, SlotsAnswer } from '@academy/contract';
import { deliveryFor, isShopClient, shopMarketOf } from '@academy/contract/rules';
// Test-only arrow api → machines: the api never imports the machines outside this test.
import {
  buildContactRequestPayload,
  buildRegistrationPayload,
  buildVisitRequestPayload,
  CHECKOUT_ORDER_FIELDS,
  type CheckoutForm,
  cartTotals,
  checkoutOrderForm,
  courseCatalogueMachine,
  emptyCheckoutForm,
  lastCoursesPage,
  normalizeLoginCredentials,
  progressFromPlayback,
  progressLabelKey,
  type RegistrationValues,
  selectVideoProgress,
  type VisitRequestValues,
  validateCheckout,
  validateContactForm,
  validateLoginForm,
  validateRegistration,
  validateVisitRequest,
  videoProgressMachine,
} from '@academy/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DEMO, DEMO_PASSWORD, json, login, send } from './test/helpers';
import { createTestApp } from './test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => ctx.database.close());

/** The field names of a 400 answer (DRF-style `{field: [messages]}`), sorted. */
async function refusedFields(res: Response): Promise<string[]> {
  expect(res.status).toBe(400);
  return Object.keys((await res.json()) as Record<string, unknown>).sort();
}

describe('progress (spec 4, Video watch state; spec 9, Progress)', () => {
  // Percent of a 100-second video the player reports; the server gets the same percent.
  const CASES = [0, 5.5, 10, 50, 89, 89.4, 89.6, 89.99, 90, 90.4, 95, 99.9, 100, 150];

  // The server trusts only per-video reports (a course's progress is their mean): each case is
  // reported for the first video, the cases ascend so that the stored value (never lowered) is it.
  it.each(CASES)('stores %s as the player shows it', async (percent) => {
    const token = await login(ctx.app, DEMO.student);
    const [access] = await json<AccessRecord[]>(
      send(ctx.app, 'GET', '/ro/courses/access_list/', { token }),
    );
    const video = access?.course.courses_video[0];
    if (!access || !video) throw new Error('the demo student owns no course');

    const browser = progressFromPlayback(percent, 100);
    const res = await send(ctx.app, 'POST', '/courses/access-course-video/', {
      token,
      body: { access_to_courses: access.id, video: video.id, how_many_viewed: percent },
    });
    expect(res.status).toBe(201);
    const stored = (await json<{ how_many_viewed: number }>(res)).how_many_viewed;

    expect({ percent, stored }).toEqual({ percent, stored: browser });
    expect(progressLabelKey(stored)).toBe(progressLabelKey(browser));
  });
});

describe('progress through the player machine and the routes it calls', () => {
  /** The user's first access record, as the player's page gets it. */
  async function firstRecord(token: string) {
    const [access] = await json<AccessRecord[]>(
      send(ctx.app, 'GET', '/ro/courses/access_list/', { token }),
    );
    if (!access) throw new Error('the demo user owns no course');
    return access;
  }

  /** The player's machine on a record, its calls going to the API's routes (one per report). */
  function playerOn(token: string, access: AccessRecord) {
    const info = (videoId: number) =>
      access.access_courses_video_info.find((entry) => entry.video === videoId);
    const call = async <T>(method: string, path: string, body: unknown) => {
      const res = await send(ctx.app, method, path, { token, body });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return json<T>(res);
    };
    const machine = videoProgressMachine.provide({
      actors: {
        createVideoProgress: fromPromise(({ input }) =>
          call<{ id: number; full_progress: number }>(
            'POST',
            '/courses/access-course-video/',
            input,
          ),
        ),
        updateVideoProgress: fromPromise(({ input: { id, ...body } }) =>
          call<{ full_progress: number }>('PATCH', `/courses/access-course-video/${id}/`, body),
        ),
      },
    });
    const actor = createActor(machine, {
      input: {
        accessId: access.id,
        lang: 'ro',
        fullProgress: access.full_progress,
        rate: access.playback_rate,
        videos: access.course.courses_video.map((video) => ({
          videoId: video.id,
          entryId: info(video.id)?.id ?? null,
          progress: info(video.id)?.how_many_viewed ?? 0,
          position: video.position,
        })),
      },
    }).start();
    const settled = () => waitFor(actor, (s) => s.matches('idle') && s.context.queue.length === 0);
    return { actor, settled };
  }

  /** The stored record as the browser's selector shows its parts. */
  const storedView = (stored: AccessRecord) => ({
    course: stored.full_progress,
    videos: stored.course.courses_video.map((video) => {
      const entry = stored.access_courses_video_info.find((e) => e.video === video.id);
      return { videoId: video.id, progress: entry?.how_many_viewed, watched: entry?.watched };
    }),
  });
  const browserView = (browser: ReturnType<typeof selectVideoProgress>) => ({
    course: browser.courseProgress,
    videos: browser.videos.map(({ videoId, progress, watched }) => ({
      videoId,
      progress,
      watched,
    })),
  });

  it('shows the values the server stores, per video and for the course', async () => {
    const token = await login(ctx.app, DEMO.student);
    const access = await firstRecord(token);
    const { actor, settled } = playerOn(token, access);
    // Each video played to 89.6 % (one more to the end): "in progress", not "completed".
    for (const [index, video] of access.course.courses_video.entries()) {
      actor.send({ type: 'video.select', videoId: video.id });
      actor.send({
        type: 'player.timeUpdate',
        currentTime: index === 0 ? 100 : 89.6,
        duration: 100,
      });
      await settled();
    }

    const browser = selectVideoProgress(actor.getSnapshot());
    expect(storedView(await firstRecord(token))).toEqual(browserView(browser));
    // The reports did go out: 89.6 % was stored as 89, "in progress" on both sides.
    expect(browser.videos.filter((video) => video.progress === 89).length).toBeGreaterThan(0);
    expect(browser.videos.at(-1)?.labelKey).toBe('videoProgress.inProgress');
  });

  it('agrees that all lessons but the last at two thirds is no completion, and its end is', async () => {
    const token = await login(ctx.app, DEMO.doctor);
    const access = await firstRecord(token);
    const videos = access.course.courses_video;
    expect(videos.length).toBeGreaterThan(1);
    const { actor, settled } = playerOn(token, access);
    const last = videos.at(-1)?.id ?? 0;
    for (const video of videos.slice(0, -1)) {
      actor.send({ type: 'video.select', videoId: video.id });
      actor.send({ type: 'player.ended' });
      await settled();
    }
    actor.send({ type: 'video.select', videoId: last });
    actor.send({ type: 'player.timeUpdate', currentTime: 200, duration: 300 });
    await settled();

    const browser = selectVideoProgress(actor.getSnapshot());
    const stored = await firstRecord(token);
    expect(storedView(stored)).toEqual(browserView(browser));
    // Spec 4 normalises each video, not the mean: 66 % of the last lesson leaves the course short.
    expect(browser.courseLabelKey).toBe('videoProgress.inProgress');
    expect(actor.getSnapshot().context.fullProgress).toBe(browser.courseProgress);
    expect(stored.certificate).toBeNull();

    actor.send({ type: 'player.ended' });
    await settled();
    const finished = selectVideoProgress(actor.getSnapshot());
    const complete = await firstRecord(token);
    expect(storedView(complete)).toEqual(browserView(finished));
    expect(finished.courseLabelKey).toBe('videoProgress.completed');
    expect(complete.full_progress).toBe(100);
    expect(complete.certificate?.code).toMatch(/^[A-Z2-7]{16}$/);
  });

  it('resumes on a second device where the first one paused, at its speed', async () => {
    const laptop = await login(ctx.app, DEMO.client);
    const first = playerOn(laptop, await firstRecord(laptop));
    const videoId = first.actor.getSnapshot().context.currentVideoId ?? 0;
    first.actor.send({ type: 'player.rateChange', rate: 1.75 });
    first.actor.send({ type: 'player.timeUpdate', currentTime: 95.2, duration: 600 });
    first.actor.send({ type: 'player.pause', currentTime: 96.4 });
    await first.settled();

    const phone = await login(ctx.app, DEMO.client);
    const second = playerOn(phone, await firstRecord(phone));
    second.actor.send({ type: 'video.select', videoId });
    expect(selectVideoProgress(second.actor.getSnapshot()).resume).toEqual({
      position: expect.closeTo(96.4, 2),
      rate: 1.75,
    });
  });
});

describe('field limits (spec 9, Text and fields)', () => {
  it.each([
    { password: 'abcd', refused: true },
    { password: 'ab cd', refused: false },
    { password: 'wrong', refused: false },
    { password: DEMO_PASSWORD, refused: false },
  ])(
    'login: a password of $password.length characters is refused by both: $refused',
    async ({ password, refused }) => {
      const values = { email: DEMO.student, password };
      const browser = validateLoginForm(values).password !== undefined;
      const res = await send(ctx.app, 'POST', '/auth/token/login/', {
        body: normalizeLoginCredentials(values),
      });
      const server = res.status === 400 && 'password' in ((await res.json()) as object);
      expect({ browser, server }).toEqual({ browser: refused, server: refused });
    },
  );

  const registration = (patch: Partial<RegistrationValues>, n: number): RegistrationValues => ({
    email: `agreement.${n}@example.com`,
    firstName: 'Ana',
    lastName: 'Rusu',
    profession: 'other',
    password: 'secret12',
    repeatPassword: patch.password ?? 'secret12',
    privacyConsent: true,
    paymentConsent: true,
    certificate: null,
    phoneCode: '+373',
    phone: '69123456',
    country: { code: 'MD', name: 'Moldova' },
    ...patch,
  });
  /** The browser's field names as the registration payload names them. */
  const REGISTRATION_FIELDS: Record<string, string> = {
    email: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    password: 'password',
    phone: 'profile.phone',
  };

  it.each([
    { case: 'a valid form', patch: {} },
    { case: 'a 5-character password', patch: { password: 'abc12' } },
    { case: 'a 6-character password', patch: { password: 'abc123' } },
    { case: 'a password without a digit', patch: { password: 'abcdefgh' } },
    { case: 'a 1-letter first name', patch: { firstName: 'A' } },
    { case: 'a 2-letter last name', patch: { lastName: 'Li' } },
    { case: 'a 5-digit phone', patch: { phone: '12345' } },
    { case: 'a 6-digit phone', patch: { phone: '123456' } },
  ] as { case: string; patch: Partial<RegistrationValues> }[])(
    'registration: $case',
    async ({ patch }) => {
      const values = registration(patch, Math.floor(Math.random() * 1e9));
      const browser = Object.keys(validateRegistration(values))
        .map((field) => REGISTRATION_FIELDS[field] ?? field)
        .sort();
      const form = new FormData();
      for (const [name, value] of buildRegistrationPayload(values, {
        language: 'ro',
        utmTags: '',
      })) {
        form.append(name, value as string);
      }
      const res = await send(ctx.app, 'POST', '/accounts/users/', { form });
      const server = res.status === 201 ? [] : await refusedFields(res);
      expect(server).toEqual(browser);
    },
  );

  it.each([
    { name: 'Ana', refused: true },
    { name: 'Anna', refused: false },
    { name: '  Ana  ', refused: true },
  ])('contact form: the name "$name" is refused by both: $refused', async ({ name, refused }) => {
    const values = { country: 'Moldova', name, phone: '+37369123456', consent: true };
    const browser = validateContactForm(values).name !== undefined;
    const res = await send(ctx.app, 'POST', '/get-feedback/', {
      body: buildContactRequestPayload(values),
    });
    const server = res.status === 400 && 'name' in ((await res.json()) as object);
    expect({ browser, server }).toEqual({ browser: refused, server: refused });
  });
});

describe("a visitor's request (designed, public page)", () => {
  /** The browser's field names as the request's body names them. */
  const VISIT_FIELDS: Record<string, string> = {
    name: 'client_name',
    phone: 'client_phone',
    email: 'client_email',
  };
  const values = (patch: Partial<VisitRequestValues>): VisitRequestValues => ({
    name: 'Lidia',
    phone: '+37369777888',
    email: 'lidia@example.com',
    comment: '',
    ...patch,
  });
  let visitor = 0;

  it.each([
    { case: 'a valid form', patch: {} },
    { case: 'an e-mail to lower-case', patch: { email: ' Lidia@Example.com ' } },
    { case: 'no e-mail (the link goes there)', patch: { email: '' } },
    { case: 'an e-mail without a domain', patch: { email: 'lidia@' } },
    { case: 'an e-mail with a space', patch: { email: 'li dia@example.com' } },
    { case: 'a 1-letter name', patch: { name: 'L' } },
    { case: 'a 5-digit phone', patch: { phone: '12345' } },
  ] as { case: string; patch: Partial<VisitRequestValues> }[])(
    'visit request: $case',
    async ({ patch }) => {
      const doctor = await json<{ id: number }>(
        send(ctx.app, 'GET', '/auth/users/me/', { token: await login(ctx.app, DEMO.specialist) }),
      );
      // A slot the page offers (a waiting request holds none: the cases share it).
      const offered = await json<SlotsAnswer>(
        send(ctx.app, 'GET', `/ro/accounts/users/${doctor.id}/slots/?days=14`),
      );
      const day = offered.days.find((d) => d.slots.length > 0);
      const first = day?.slots[0];
      if (!day || !first) throw new Error('the demo specialist offers no slot in two weeks');
      const slot = { ...first, date: day.date };
      const form = values(patch);
      const browser = Object.keys(validateVisitRequest(form, slot))
        .map((field) => VISIT_FIELDS[field] ?? field)
        .sort();
      // Each case from an address of its own: the daily cap per address is not what is tested.
      const res = await send(ctx.app, 'POST', '/ro/cabinet/appointment-request/', {
        body: buildVisitRequestPayload(form, { doctor: doctor.id, service: null, slot }),
        headers: { 'x-forwarded-for': `203.0.113.${++visitor}` },
      });
      const server = res.status === 201 ? [] : await refusedFields(res);
      expect(server).toEqual(browser);
    },
  );
});

describe('page size (spec 9, Paging and sizes)', () => {
  it("pages the catalogue as the machine expects: the server's default is the machine's", async () => {
    const { pageSize } = createActor(courseCatalogueMachine, {
      input: { lang: 'ro' },
    }).getSnapshot().context;
    const first = await json<{ count: number; results: unknown[]; next: string | null }>(
      send(ctx.app, 'GET', '/ro/courses/course/'),
    );
    expect(first.count).toBeGreaterThan(pageSize);
    expect(first.results).toHaveLength(pageSize);

    let pages = 1;
    for (let next = first.next; next; pages++) {
      const url = new URL(next);
      next = (await json<{ next: string | null }>(send(ctx.app, 'GET', url.pathname + url.search)))
        .next;
    }
    expect(pages).toBe(lastCoursesPage(first.count, pageSize));
  });
});

/** The demo buyers: a specialist in Moldova and in Romania, a client in Russia. */
const BUYERS = [
  { email: DEMO.student, city: 'Moldova', type: 'cosmetology' },
  { email: DEMO.doctor, city: 'Romania', type: 'doctor' },
  { email: DEMO.client, city: 'Russian Federation', type: 'other' },
] as const;

async function buyer(email: string) {
  const token = await login(ctx.app, email);
  const profile = BUYERS.find((b) => b.email === email);
  if (!profile) throw new Error(`no buyer ${email}`);
  const isClient = isShopClient(profile.type);
  const query = isClient ? '?is_active_for_client_ru=true' : '';
  const list = await json<{ results: Product[] }>(
    send(ctx.app, 'GET', `/ro/shop/product/${query}`, { token }),
  );
  // The product with the most units, so that several orders never run out of stock.
  const [product] = list.results.sort((a, b) => b.stock - a.stock);
  if (!product) throw new Error(`no product for ${email}`);
  return { token, product, isClient, city: profile.city };
}

/** Cancels the order an answer placed: each holds stock, and a buyer may hold only a few. */
async function cancelOrder(token: string, placed: Response) {
  const { id } = await json<Order>(placed);
  const res = await send(ctx.app, 'POST', `/orders/${id}/cancel/`, { token });
  expect(res.status).toBe(200);
}

const FILLED: Partial<CheckoutForm> = {
  firstName: 'Irina',
  surname: 'Cebotari',
  phone: '+37369123456',
  email: 'irina@example.com',
  country: 'Moldova',
  city: 'Chișinău',
  street: 'Ștefan cel Mare',
  houseNumber: '1',
  postcode: 'MD-2012',
  termsAccepted: true,
};

describe('order form (spec 3, Order form; spec 5, Checkout)', () => {
  it.each([
    { case: 'a filled form', patch: {} },
    { case: 'no agreement to the terms', patch: { termsAccepted: false } },
    { case: 'no first name', patch: { firstName: '' } },
    { case: 'a blank city', patch: { city: '   ' } },
    { case: 'a 5-digit phone', patch: { phone: '12345' } },
    { case: 'a 6-digit phone', patch: { phone: '123456' } },
    { case: 'a bad email', patch: { email: 'irina@' } },
    { case: 'an upper-case email', patch: { email: ' IRINA@Example.com ' } },
    {
      case: 'a company',
      patch: { customerType: 'company', companyName: 'Beauty SRL', fiscalCode: '1003600' },
    },
    { case: 'shop pickup, card', patch: { deliveryType: 'pickup', paymentType: 'card' } },
    { case: 'a courier of a named carrier', patch: { deliveryType: 'carrier_courier' } },
    { case: 'a courier without a street', patch: { street: ' ', postcode: '' } },
    {
      case: 'shop pickup without an address',
      patch: { deliveryType: 'pickup', street: '', houseNumber: '', postcode: '' },
    },
    { case: 'comments too long', patch: { comments: 'x'.repeat(2001) } },
    { case: 'nothing filled', patch: { ...emptyCheckoutForm(), termsAccepted: true } },
  ] as { case: string; patch: Partial<CheckoutForm> }[])('$case', async ({ patch }) => {
    const { token, product } = await buyer(DEMO.student);
    const form = emptyCheckoutForm({ ...FILLED, ...patch });
    const browser = Object.keys(validateCheckout(form))
      .map((field) => CHECKOUT_ORDER_FIELDS[field as keyof CheckoutForm])
      .sort();

    const res = await send(ctx.app, 'POST', '/ro/orders/', {
      token,
      body: { ...checkoutOrderForm(form), items: [{ id: product.id, cnt: 1 }] },
    });
    const server = res.status === 201 ? [] : await refusedFields(res);
    if (res.status === 201) await cancelOrder(token, res);
    expect(server).toEqual(browser);
  });
});

describe('cart total and delivery price (spec 9, Currency and price by country; Free delivery)', () => {
  /** Quantities just below (or at) and just above a threshold, for a unit price. */
  const around = (threshold: number, unit: number) => {
    const atMost = Math.max(1, Math.floor(threshold / unit));
    return [atMost, atMost + 1];
  };

  const CASES: { email: string; orderCity: string; threshold: number }[] = [
    { email: DEMO.student, orderCity: 'Chișinău', threshold: 1200 },
    { email: DEMO.student, orderCity: 'Bălți', threshold: 1500 },
    { email: DEMO.doctor, orderCity: 'Iași', threshold: 500 },
    { email: DEMO.client, orderCity: 'Moscow', threshold: 0 },
  ];

  it.each(CASES)('$email ordering to $orderCity around $threshold', async (row) => {
    const { token, product, isClient, city } = await buyer(row.email);
    const market = shopMarketOf(city) as Market;
    const unit = cartTotals([{ ...product, cnt: 1 }], { city, isClient }).total;
    for (const cnt of around(row.threshold, unit)) {
      // The browser: the cart's total in the profile's currency, and the checkout's delivery.
      const cart = cartTotals([{ ...product, cnt }], { city, isClient });
      const delivery = deliveryFor(market, row.orderCity, 'courier', cart.total);

      const res = await send(ctx.app, 'POST', '/ro/orders/', {
        token,
        body: {
          ...checkoutOrderForm(emptyCheckoutForm({ ...FILLED, city: row.orderCity })),
          items: [{ id: product.id, cnt }],
          client_store: isClient,
        },
      });
      expect(res.status).toBe(201);
      const order = await json<Order>(res.clone());
      await cancelOrder(token, res);
      expect({
        cnt,
        subtotal: order.subtotal,
        delivery: { price: order.delivery_price, byWeight: order.delivery_by_weight },
      }).toEqual({ cnt, subtotal: cart.total, delivery });
    }
  });
});
