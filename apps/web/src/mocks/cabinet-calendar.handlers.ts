import {
  type AvailabilityAnswer,
  availabilitySchema,
  type Service,
  serviceBodySchema,
  serviceOrderSchema,
} from '@academy/contract/calendar';
import { HttpResponse, http } from 'msw';
import { sessionFixture } from './fixtures';

const invalidToken = () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
const hasSessionToken = (request: Request) =>
  request.headers.get('Authorization') === `Token ${sessionFixture.token}`;
const feedAt = (token: string) => `http://localhost:8000/api/calendar/${token}/`;

/** The demo specialist's hours: Monday to Friday 9–13 and 14–18, a day off at Christmas. */
export const availabilityFixture: AvailabilityAnswer = {
  time_zone: 'Europe/Chisinau',
  weekly: {
    mon: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    tue: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    wed: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    thu: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    fri: [{ start: '09:00', end: '13:00' }],
    sat: [],
    sun: [],
  },
  exceptions: [{ date: '2026-12-25', ranges: [] }],
  buffer_before: 0,
  buffer_after: 15,
  min_notice: 120,
  horizon_days: 60,
  slot_step: 30,
  feed_url: feedAt('5E0C2B7A9D4F1E3C8B6A0D2F4E6C8A0B2D4F6E8A'),
};

const named = (ro: string, ru: string, en: string) => ({ ro, ru, en, fr: '', es: '' });
export const servicesFixture: Service[] = [
  {
    id: 11,
    name: named('Consultație', 'Консультация', 'Consultation'),
    duration: 30,
    price: 300,
    currency: 'mdl',
    active: true,
    position: 0,
  },
  {
    id: 12,
    name: named('Peeling chimic', 'Химический пилинг', 'Chemical peel'),
    duration: 60,
    price: 850,
    currency: 'mdl',
    active: true,
    position: 1,
  },
];

const refused = (issues: { path: PropertyKey[]; message: string }[]) =>
  HttpResponse.json(
    Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), [issue.message]])),
    { status: 400 },
  );

/**
 * The specialist's own calendar calls (issue 28) with the demo user's token, answered from the
 * fixtures without keeping changes: a save answers what it was sent (or the contract's refusal,
 * field by field, as the server words it), a new service gets an id, a new feed another address.
 */
export const cabinetCalendarHandlers = [
  http.get('*/api/cabinet/availability/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json(availabilityFixture) : invalidToken(),
  ),
  http.put('*/api/cabinet/availability/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = availabilitySchema.safeParse(await request.json());
    if (!body.success) return refused(body.error.issues);
    return HttpResponse.json({ ...body.data, feed_url: availabilityFixture.feed_url });
  }),
  http.post('*/api/cabinet/availability/feed/', ({ request }) =>
    hasSessionToken(request)
      ? HttpResponse.json({ feed_url: feedAt('A1B2C3D4E5F60718293A4B5C6D7E8F9012345678') })
      : invalidToken(),
  ),
  http.get('*/api/cabinet/services/', ({ request }) =>
    hasSessionToken(request) ? HttpResponse.json({ results: servicesFixture }) : invalidToken(),
  ),
  http.put('*/api/cabinet/services/order/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = serviceOrderSchema.safeParse(await request.json());
    if (!body.success) return refused(body.error.issues);
    const results = body.data.ids.flatMap((id, position) => {
      const service = servicesFixture.find((s) => s.id === id);
      return service ? [{ ...service, position }] : [];
    });
    return HttpResponse.json({ results });
  }),
  http.post('*/api/cabinet/services/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = serviceBodySchema.safeParse(await request.json());
    if (!body.success) return refused(body.error.issues);
    return HttpResponse.json(
      { ...body.data, id: 13, position: servicesFixture.length },
      { status: 201 },
    );
  }),
  http.put('*/api/cabinet/services/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const own = servicesFixture.find((s) => String(s.id) === params.id);
    if (!own) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    const body = serviceBodySchema.safeParse(await request.json());
    if (!body.success) return refused(body.error.issues);
    return HttpResponse.json({ ...body.data, id: own.id, position: own.position });
  }),
  http.delete('*/api/cabinet/services/:id/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    return servicesFixture.some((s) => String(s.id) === params.id)
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  }),
];
