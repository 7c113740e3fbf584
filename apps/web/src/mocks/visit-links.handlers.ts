import {
  APPOINTMENT_CONFLICT,
  type Appointment,
  visitRescheduleSchema,
  visitTokenSchema,
} from '@academy/contract';
import { HttpResponse, http } from 'msw';
import {
  goneVisitIdFixture,
  linkedVisitFixture,
  receivedVisitIdFixture,
  takenSlotFixture,
  visitLinkFixture,
} from './experts.fixtures';
import { freeSlots, slotInstant } from './slots.fixtures';

const refused = (status: number, detail: string) => HttpResponse.json({ detail }, { status });
const LINK_IDS = [visitLinkFixture.id, receivedVisitIdFixture, goneVisitIdFixture];

/** The link's visit, or the refusal its id and token get (403 wrong token, 404, 410 cancelled). */
function linked(params: { id?: unknown }, token: string | null): Appointment | Response {
  const id = Number(params.id);
  if (!LINK_IDS.includes(id)) return refused(404, 'Not found.');
  if (token !== visitLinkFixture.token) return refused(403, 'Invalid or expired link.');
  if (id === goneVisitIdFixture) return refused(410, 'The visit was cancelled.');
  const received = id === receivedVisitIdFixture;
  return {
    ...linkedVisitFixture,
    id,
    status: received ? 'new' : 'confirmed',
    confirmation: !received,
  };
}

/**
 * The pages of a visitor's mail links (issue 28): confirming the e-mail (request 61 is confirmed
 * at once, 62 waits for its specialist), the reschedule link's options and move (13 May at 10:00
 * taken meanwhile: 409).
 */
export const visitLinkHandlers = [
  http.post(
    '*/api/:lang/cabinet/appointment-request/:id/confirm-email/',
    async ({ request, params }) => {
      const body = visitTokenSchema.safeParse(await request.json());
      const visit = linked(params, body.success ? body.data.token : null);
      return visit instanceof Response ? visit : HttpResponse.json(visit);
    },
  ),
  http.get('*/api/:lang/cabinet/appointment-request/:id/reschedule/', ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const visit = linked(params, query.get('token'));
    if (visit instanceof Response) return visit;
    const days = Number(query.get('days') ?? 7);
    return HttpResponse.json({ ...freeSlots(query.get('from'), days, 60), appointment: visit });
  }),
  http.post(
    '*/api/:lang/cabinet/appointment-request/:id/reschedule/',
    async ({ request, params }) => {
      const body = visitRescheduleSchema.safeParse(await request.json());
      if (!body.success) return refused(400, 'Invalid data.');
      const visit = linked(params, body.data.token);
      if (visit instanceof Response) return visit;
      const { date_of_receipt: date, time_of_receipt: time } = body.data;
      if (date === takenSlotFixture.date && time === takenSlotFixture.time) {
        return refused(409, APPOINTMENT_CONFLICT);
      }
      const starts = slotInstant(date, time);
      const ends = new Date(Date.parse(starts) + 60 * 60_000).toISOString();
      const moved: Appointment = {
        ...visit,
        date_of_receipt: date,
        time_of_receipt: time,
        starts_at: starts,
        ends_at: ends,
      };
      return HttpResponse.json(moved);
    },
  ),
];
