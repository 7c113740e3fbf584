import {
  APPOINTMENT_CONFLICT,
  type Appointment,
  publicAppointmentRequestSchema,
  visitCancelSchema,
} from '@academy/contract';
import { HttpResponse, http } from 'msw';
import {
  expertAnaFixture,
  expertHiddenFixture,
  expertServicesFixture,
  expertsFixture,
  rateLimitedEmailFixture,
  takenSlotFixture,
  visitCancelFixture,
} from './experts.fixtures';
import { freeSlots } from './slots.fixtures';

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const published = (id: unknown) => expertsFixture.find((expert) => String(expert.id) === id);
/** Ana offers services; anyone else none (their visits last the default half hour). */
const servicesOf = (id: unknown) =>
  String(id) === String(expertAnaFixture.id) ? expertServicesFixture : [];

/**
 * The specialists' public side as the server answers it (issues 13, 28): the directory, a
 * published page (a hidden one is 404 for a visitor), its services and free slots, a visitor's
 * request (awaiting its e-mail link; 409 on the slot taken meanwhile, 429 for the rate-limited
 * address) and the cancel link.
 */
export const expertHandlers = [
  http.get('*/api/:lang/accounts/users/', () => HttpResponse.json(expertsFixture)),
  http.get('*/api/:lang/accounts/users/:id/', ({ params }) => {
    if (String(params.id) === String(expertHiddenFixture.id)) return notFound();
    const expert = published(params.id);
    // Anyone else (the demo user's own profile) is answered by the general handlers.
    return expert ? HttpResponse.json(expert) : undefined;
  }),
  http.get('*/api/:lang/accounts/users/:id/services/', ({ params }) =>
    published(params.id) ? HttpResponse.json({ results: servicesOf(params.id) }) : notFound(),
  ),
  http.get('*/api/:lang/accounts/users/:id/slots/', ({ request, params }) => {
    if (!published(params.id)) return notFound();
    const query = new URL(request.url).searchParams;
    const service = servicesOf(params.id).find((s) => String(s.id) === query.get('service'));
    const days = Number(query.get('days') ?? 7);
    return HttpResponse.json(freeSlots(query.get('from'), days, service?.duration ?? 30));
  }),
  http.post('*/api/:lang/cabinet/appointment-request/', async ({ request, params }) => {
    const body = publicAppointmentRequestSchema.safeParse(await request.json());
    if (!body.success) return HttpResponse.json({ detail: 'Invalid data.' }, { status: 400 });
    const { doctor, date_of_receipt, time_of_receipt, client_email, service } = body.data;
    if (!published(String(doctor))) return notFound();
    if (client_email === rateLimitedEmailFixture) {
      return HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429 });
    }
    if (date_of_receipt === takenSlotFixture.date && time_of_receipt === takenSlotFixture.time) {
      return HttpResponse.json({ detail: APPOINTMENT_CONFLICT }, { status: 409 });
    }
    const answer: Appointment = {
      id: 61,
      client_name: body.data.client_name,
      client_phone: body.data.client_phone,
      client_comments: body.data.client_comments ?? '',
      client_email,
      time_of_receipt,
      date_of_receipt,
      duration: '00:30',
      confirmation: false,
      status: 'new',
      doctor,
      lang: String(params.lang),
      source: 'page',
      service: service ?? null,
      awaiting_email: true,
    };
    return HttpResponse.json(answer, { status: 201 });
  }),
  http.post('*/api/:lang/cabinet/appointment-request/:id/cancel/', async ({ request, params }) => {
    const body = visitCancelSchema.safeParse(await request.json());
    const valid =
      body.success &&
      body.data.token === visitCancelFixture.token &&
      String(params.id) === String(visitCancelFixture.id);
    if (!valid) return HttpResponse.json({ detail: 'Invalid or expired link.' }, { status: 404 });
    // The cancelled visit, as the contract declares the answer.
    const cancelled: Appointment = {
      id: visitCancelFixture.id,
      client_name: 'Ana',
      client_phone: '+37369000000',
      client_comments: '',
      time_of_receipt: '10:00',
      date_of_receipt: '2026-12-01',
      duration: '00:30',
      confirmation: false,
      status: 'cancelled',
      doctor: expertsFixture[0]?.id ?? 1,
      lang: String(params.lang),
      source: 'page',
    };
    return HttpResponse.json(cancelled);
  }),
];
