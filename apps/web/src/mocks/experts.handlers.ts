import {
  APPOINTMENT_CONFLICT,
  type Appointment,
  publicAppointmentRequestSchema,
  visitCancelSchema,
} from '@academy/contract';
import { HttpResponse, http } from 'msw';
import {
  autoConfirmExpertIdFixture,
  expertHiddenFixture,
  expertsFixture,
  takenHoursFixture,
  visitCancelFixture,
} from './experts.fixtures';

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const published = (id: unknown) => expertsFixture.find((expert) => String(expert.id) === id);

/**
 * The specialists' public side as the server answers it (issue 13): the directory, a published
 * page (a hidden one is 404 for a visitor), its taken hours, a visitor's request (409 on a taken
 * hour, confirmed at once by the auto-confirming specialist) and the cancel link.
 */
export const expertHandlers = [
  http.get('*/api/:lang/accounts/users/', () => HttpResponse.json(expertsFixture)),
  http.get('*/api/:lang/accounts/users/:id/', ({ params }) => {
    if (String(params.id) === String(expertHiddenFixture.id)) return notFound();
    const expert = published(params.id);
    // Anyone else (the demo user's own profile) is answered by the general handlers.
    return expert ? HttpResponse.json(expert) : undefined;
  }),
  http.get('*/api/:lang/accounts/users/:id/taken-hours/', ({ params }) =>
    published(params.id)
      ? HttpResponse.json({
          taken: String(params.id) === String(expertsFixture[0]?.id) ? takenHoursFixture : [],
        })
      : notFound(),
  ),
  http.post('*/api/:lang/cabinet/appointment-request/', async ({ request, params }) => {
    const body = publicAppointmentRequestSchema.safeParse(await request.json());
    if (!body.success) return HttpResponse.json({ detail: 'Invalid data.' }, { status: 400 });
    const { doctor, date_of_receipt, time_of_receipt } = body.data;
    if (!published(String(doctor))) return notFound();
    const hour = Number(time_of_receipt.slice(0, 2));
    const taken = doctor === expertsFixture[0]?.id ? takenHoursFixture : [];
    if (taken.some((slot) => slot.date === date_of_receipt && slot.hour === hour)) {
      return HttpResponse.json({ detail: APPOINTMENT_CONFLICT }, { status: 409 });
    }
    const confirmed = doctor === autoConfirmExpertIdFixture;
    const answer: Appointment = {
      id: 61,
      client_name: body.data.client_name,
      client_phone: body.data.client_phone,
      client_comments: body.data.client_comments ?? '',
      time_of_receipt,
      date_of_receipt,
      duration: '00:30',
      confirmation: confirmed,
      status: confirmed ? 'confirmed' : 'new',
      doctor,
      lang: String(params.lang),
      source: 'page',
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
