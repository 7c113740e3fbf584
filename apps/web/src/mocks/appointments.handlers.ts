import {
  APPOINTMENT_CONFLICT,
  type Appointment,
  appointmentRequestSchema,
} from '@academy/contract';
import { HttpResponse, http } from 'msw';
import { appointmentsFixture } from './appointments.fixtures';
import { meFixture, sessionFixture } from './fixtures';

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const invalidToken = () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
const conflict = () => HttpResponse.json({ detail: APPOINTMENT_CONFLICT }, { status: 409 });
const hasSessionToken = (request: Request) =>
  request.headers.get('Authorization') === `Token ${sessionFixture.token}`;

/** The demo specialist's calendar as the mock server keeps it: calls change it until a reset. */
let calendar: Appointment[] = structuredClone(appointmentsFixture);

/** Back to the fixtures (a test's or a story's start). */
export function resetAppointmentsMock() {
  calendar = structuredClone(appointmentsFixture);
}

const hourOf = (time: string) => time.slice(0, 2);
const byDateAndTime = (a: Appointment, b: Appointment) =>
  `${a.date_of_receipt} ${a.time_of_receipt} ${a.id}`.localeCompare(
    `${b.date_of_receipt} ${b.time_of_receipt} ${b.id}`,
  );

/** Another confirmed visit in the same date and hour (spec 5; the server's rule). */
const slotTaken = (date: string, time: string, exceptId = 0) =>
  calendar.some(
    (other) =>
      other.status === 'confirmed' &&
      other.id !== exceptId &&
      other.date_of_receipt === date &&
      hourOf(other.time_of_receipt) === hourOf(time),
  );

const findOwn = (id: unknown) => calendar.find((a) => String(a.id) === String(id));

function replace(updated: Appointment) {
  calendar = calendar.map((a) => (a.id === updated.id ? updated : a));
  return updated;
}

/**
 * The specialist's appointment calls (spec 7.5, designed list / confirm / cancel) with the demo
 * user's token: the list by date and time, add and edit (403 for another calendar, 409 on a
 * confirmed hour), confirm (409 on a confirmed hour) and cancel.
 */
export const appointmentHandlers = [
  http.get('*/api/cabinet/appointment/', ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const results = [...calendar].sort(byDateAndTime);
    return HttpResponse.json({ count: results.length, next: null, previous: null, results });
  }),
  http.post('*/api/cabinet/appointment/', async ({ request }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const body = appointmentRequestSchema.safeParse(await request.json());
    if (!body.success) return HttpResponse.json({ detail: 'Invalid data.' }, { status: 400 });
    if (body.data.doctor !== meFixture.id) {
      return HttpResponse.json(
        { detail: 'You can only manage your own calendar.' },
        { status: 403 },
      );
    }
    if (slotTaken(body.data.date_of_receipt, body.data.time_of_receipt)) return conflict();
    const created: Appointment = {
      id: Math.max(0, ...calendar.map((a) => a.id)) + 1,
      client_name: body.data.client_name,
      client_phone: body.data.client_phone,
      client_comments: body.data.client_comments ?? '',
      time_of_receipt: body.data.time_of_receipt,
      date_of_receipt: body.data.date_of_receipt,
      duration: body.data.duration ?? '00:30',
      confirmation: body.data.confirmation === true,
      status: body.data.confirmation === true ? 'confirmed' : 'new',
      doctor: meFixture.id,
      lang: body.data.lang ?? 'ro',
      source: 'dashboard',
    };
    calendar = [...calendar, created];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.put('*/api/cabinet/appointment/:id/', async ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const current = findOwn(params.id);
    if (!current) return notFound();
    const body = appointmentRequestSchema.safeParse(await request.json());
    if (!body.success) return HttpResponse.json({ detail: 'Invalid data.' }, { status: 400 });
    if (slotTaken(body.data.date_of_receipt, body.data.time_of_receipt, current.id)) {
      return conflict();
    }
    const status = body.data.confirmation === true ? 'confirmed' : current.status;
    return HttpResponse.json(
      replace({
        ...current,
        client_name: body.data.client_name,
        client_phone: body.data.client_phone,
        client_comments: body.data.client_comments ?? '',
        time_of_receipt: body.data.time_of_receipt,
        date_of_receipt: body.data.date_of_receipt,
        duration: body.data.duration ?? current.duration,
        status,
        confirmation: status === 'confirmed',
      }),
    );
  }),
  http.post('*/api/cabinet/appointment/:id/confirm/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const current = findOwn(params.id);
    if (!current) return notFound();
    if (slotTaken(current.date_of_receipt, current.time_of_receipt, current.id)) return conflict();
    return HttpResponse.json(replace({ ...current, status: 'confirmed', confirmation: true }));
  }),
  http.post('*/api/cabinet/appointment/:id/cancel/', ({ request, params }) => {
    if (!hasSessionToken(request)) return invalidToken();
    const current = findOwn(params.id);
    if (!current) return notFound();
    return HttpResponse.json(replace({ ...current, status: 'cancelled', confirmation: false }));
  }),
];
