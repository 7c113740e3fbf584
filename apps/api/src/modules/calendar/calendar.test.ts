import {
  type Availability,
  availabilityAnswerSchema,
  calendarFeedSchema,
  defaultAvailability,
  publicServiceListSchema,
  serviceListSchema,
  serviceSchema,
  slotsAnswerSchema,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { addDays, wallClock } from './free-slots';
import { assertOfferedSlot } from './slots';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let doctor: string;
let other: string;
let doctorId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  [doctor, other] = await Promise.all([
    login(ctx.app, DEMO.expertDoctor),
    login(ctx.app, DEMO.specialist),
  ]);
  doctorId = (
    await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token: doctor }))
  ).id;
});
afterAll(() => ctx.database.close());

const get = async (path: string, token?: string) => {
  const res = await send(ctx.app, 'GET', path, { token });
  expect(res.status, `${path}`).toBe(200);
  return res.json();
};

/** The journey: Mon–Fri 09:00–13:00 and 14:00–18:00, 15 minutes after each visit. */
const journeyHours = (): Availability => {
  const day = [
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ];
  return {
    ...defaultAvailability('Europe/Chisinau'),
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    buffer_after: 15,
  };
};

/** A Monday one to two weeks ahead, on Chisinau's calendar. */
function nextMonday(): string {
  const today = wallClock(new Date(), 'Europe/Chisinau').date;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 14 - weekday);
}

const consultation = {
  name: { ro: 'Consultație', ru: 'Консультация', en: '', fr: 'Consultation', es: '' },
  duration: 60,
  price: 800,
  currency: 'mdl',
};

describe('availability', () => {
  it("starts from the country's default and a feed address made once", async () => {
    const first = availabilityAnswerSchema.parse(await get('/cabinet/availability/', doctor));
    expect(first.time_zone).toBe('Europe/Chisinau');
    expect(first.feed_url).toMatch(/\/api\/calendar\/[0-9A-F]{40}\/$/);
    const again = availabilityAnswerSchema.parse(await get('/cabinet/availability/', doctor));
    expect(again.feed_url).toBe(first.feed_url);
    expect((await send(ctx.app, 'GET', '/cabinet/availability/')).status).toBe(401);
  });

  it('saves the whole availability, keeps the feed, and regenerates the feed on demand', async () => {
    const before = availabilityAnswerSchema.parse(await get('/cabinet/availability/', doctor));
    const hours = { ...journeyHours(), exceptions: [{ date: '2031-01-02', ranges: [] }] };
    const saved = await send(ctx.app, 'PUT', '/cabinet/availability/', {
      token: doctor,
      body: hours,
    });
    expect(saved.status).toBe(200);
    expect(availabilityAnswerSchema.parse(await saved.json())).toEqual({
      ...hours,
      feed_url: before.feed_url,
    });
    const regenerated = await send(ctx.app, 'POST', '/cabinet/availability/feed/', {
      token: doctor,
    });
    const { feed_url } = calendarFeedSchema.parse(await regenerated.json());
    expect(feed_url).not.toBe(before.feed_url);
    const after = availabilityAnswerSchema.parse(await get('/cabinet/availability/', doctor));
    expect(after.feed_url).toBe(feed_url);
    // Another specialist's availability is theirs alone.
    const others = availabilityAnswerSchema.parse(await get('/cabinet/availability/', other));
    expect(others.feed_url).not.toBe(feed_url);
    expect(others.exceptions).toEqual([]);
  });

  it('refuses an unknown zone and overlapping ranges', async () => {
    const hours = journeyHours();
    const res = await send(ctx.app, 'PUT', '/cabinet/availability/', {
      token: doctor,
      body: {
        ...hours,
        time_zone: 'Mars/Olympus',
        weekly: {
          ...hours.weekly,
          mon: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await json(res)).sort()).toEqual(['time_zone', 'weekly.mon.1.start']);
  });
});

describe('services', () => {
  it('adds, edits, orders and deletes own services; another’s are missing', async () => {
    const idsOf = async (token: string) =>
      serviceListSchema.parse(await get('/cabinet/services/', token)).results.map((s) => s.id);
    // The demo seed's consultation and follow-up come first.
    const seeded = serviceListSchema.parse(await get('/cabinet/services/', doctor)).results;
    expect(seeded.map((s) => [s.duration, s.price, s.currency])).toEqual([
      [60, 1200, 'mdl'],
      [30, 600, 'mdl'],
    ]);
    const seededIds = seeded.map((s) => s.id);
    const create = (body: object, token = doctor) =>
      send(ctx.app, 'POST', '/cabinet/services/', { token, body });
    const a = serviceSchema.parse(await json(create(consultation)));
    const b = serviceSchema.parse(
      await json(create({ ...consultation, duration: 30, price: null, active: false })),
    );
    expect([a.position, b.position]).toEqual([2, 3]);
    expect(a.name.en).toBe('');
    const edited = await send(ctx.app, 'PUT', `/cabinet/services/${b.id}/`, {
      token: doctor,
      body: { ...consultation, duration: 45 },
    });
    expect(serviceSchema.parse(await edited.json())).toMatchObject({ duration: 45, active: true });
    const ordered = await send(ctx.app, 'PUT', '/cabinet/services/order/', {
      token: doctor,
      body: { ids: [b.id, ...seededIds, a.id] },
    });
    expect(serviceListSchema.parse(await ordered.json()).results.map((s) => s.id)).toEqual([
      b.id,
      ...seededIds,
      a.id,
    ]);
    const partial = await send(ctx.app, 'PUT', '/cabinet/services/order/', {
      token: doctor,
      body: { ids: [b.id, a.id] },
    });
    expect(partial.status).toBe(400);
    for (const method of ['PUT', 'DELETE']) {
      const res = await send(ctx.app, method, `/cabinet/services/${a.id}/`, {
        token: other,
        body: method === 'PUT' ? consultation : undefined,
      });
      expect(res.status, method).toBe(404);
    }
    expect(await idsOf(other)).not.toContain(a.id);
    const removed = await send(ctx.app, 'DELETE', `/cabinet/services/${b.id}/`, { token: doctor });
    expect(removed.status).toBe(204);
    expect(await idsOf(doctor)).toEqual([...seededIds, a.id]);
  });

  it('refuses a duration off the 5-minute steps and a currency no profile uses', async () => {
    const res = await send(ctx.app, 'POST', '/cabinet/services/', {
      token: doctor,
      body: { ...consultation, duration: 42, currency: 'gbp' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await json(res)).sort()).toEqual(['currency', 'duration']);
  });

  it("lists a public page's active services in the page's language, else the fallback's", async () => {
    const inactive = {
      ...consultation,
      name: { ...consultation.name, ro: 'Ascuns' },
      active: false,
    };
    await send(ctx.app, 'POST', '/cabinet/services/', { token: doctor, body: inactive });
    const names = async (lang: string) =>
      publicServiceListSchema
        .parse(await get(`/${lang}/accounts/users/${doctorId}/services/`))
        .results.map((s) => s.name);
    expect(await names('fr')).toEqual(['Consultation', 'Visite de contrôle', 'Consultation']);
    // The last has no English name: Russian first in the site's fallback order.
    expect(await names('en')).toEqual(['Consultation', 'Follow-up visit', 'Консультация']);
    const hidden = await login(ctx.app, DEMO.hidden);
    const hiddenId = (
      await json<{ id: number }>(send(ctx.app, 'GET', '/auth/users/me/', { token: hidden }))
    ).id;
    const res = await send(ctx.app, 'GET', `/ro/accounts/users/${hiddenId}/services/`);
    expect(res.status).toBe(404);
  });
});

/** The 10:00 hour confirmed below, which the checks of a requested time meet. */
let confirmedVisit = { date: '', id: 0 };

describe('public slots', () => {
  it('offers the working hours for the service minus confirmed visits with their buffers', async () => {
    await send(ctx.app, 'PUT', '/cabinet/availability/', { token: doctor, body: journeyHours() });
    const { results } = serviceListSchema.parse(await get('/cabinet/services/', doctor));
    const service = results.find((s) => s.active && s.duration === 60);
    const monday = nextMonday();
    const morning = async () => {
      const answer = slotsAnswerSchema.parse(
        await get(
          `/ro/accounts/users/${doctorId}/slots/?service=${service?.id}&from=${monday}&days=1`,
        ),
      );
      expect(answer).toMatchObject({ time_zone: 'Europe/Chisinau', duration: 60 });
      return answer.days[0]?.slots.map((s) => s.time).filter((t) => t < '13:00');
    };
    expect(await morning()).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    // A confirmed hour at 10:00 holds 10:00–11:15 with the buffer after it.
    const visit = await send(ctx.app, 'POST', '/cabinet/appointment/', {
      token: doctor,
      body: {
        client_name: 'Lidia Grosu',
        client_phone: '+37369777888',
        date_of_receipt: monday,
        time_of_receipt: '10:00',
        duration: '01:00',
        confirmation: true,
        doctor: doctorId,
      },
    });
    expect(visit.status).toBe(201);
    confirmedVisit = { date: monday, id: (await json<{ id: number }>(visit)).id };
    expect(await morning()).toEqual(['11:30', '12:00']);
  });

  it("answers 404 for a hidden page and 400 for another's service", async () => {
    const mine = serviceSchema.parse(
      await json(send(ctx.app, 'POST', '/cabinet/services/', { token: other, body: consultation })),
    );
    const res = await send(
      ctx.app,
      'GET',
      `/ro/accounts/users/${doctorId}/slots/?service=${mine.id}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ service: ['This service is not offered.'] });
    const missing = await send(ctx.app, 'GET', '/ro/accounts/users/999999/slots/');
    expect(missing.status).toBe(404);
  });
});

describe('a requested time', () => {
  const check = (date: string, time: string, exceptId?: number) =>
    assertOfferedSlot(ctx.database.db, doctorId, { date, time, minutes: 60, exceptId });
  const notOffered = { errors: { time_of_receipt: ['This time is not offered.'] } };

  it('must be a free slot of the grid', async () => {
    const { date, id } = confirmedVisit;
    await expect(check(date, '11:30')).resolves.toBeUndefined();
    // 09:00 ends at 10:00, but the 15 minutes after it reach into the 10:00 visit.
    await expect(check(date, '09:00')).rejects.toMatchObject({ status: 409 });
    await expect(check(date, '10:00', id)).resolves.toBeUndefined();
    for (const [day, time] of [
      [date, '11:15'],
      [date, '12:30'],
      [date, '13:00'],
      [addDays(date, 5), '10:00'],
      // Yesterday: two weeks before `date` is today when `date` is 14 days ahead (on a Monday).
      [addDays(wallClock(new Date(), 'Europe/Chisinau').date, -1), '10:00'],
      [addDays(date, 70), '10:00'],
    ] as const) {
      await expect(check(day, time), `${day} ${time}`).rejects.toMatchObject(notOffered);
    }
  });
});
