import { visitTokenSchema } from '@academy/contract';
import { calendarEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type {
  RescheduleMoveOutcome,
  RescheduleMoveRequest,
  RescheduleOptionsOutcome,
  RescheduleOptionsRequest,
  VisitConfirmOutcome,
  VisitLinkInput,
} from '@academy/machines';
import { callForOutcome } from './call';

/** A link's id and token as the server takes them, or null when they cannot be a link's. */
function linkOf({ id, token }: VisitLinkInput) {
  const body = visitTokenSchema.safeParse({ token });
  return Number.isInteger(id) && id > 0 && body.success ? { id, token: body.data.token } : null;
}

/** A token the server refuses, or a request it does not know (or the link's id is not one). */
const INVALID = new Set([400, 403, 404]);

/**
 * The pages of the links in a visitor's mails (issue 28): confirming their e-mail address and
 * moving their visit. Each refusal the contract declares is an outcome; anything else throws.
 */
export const visitLinks = {
  /** `POST …/appointment-request/{id}/confirm-email/`: the request reaches the specialist. */
  async confirmEmail(language: Language, input: VisitLinkInput): Promise<VisitConfirmOutcome> {
    const link = linkOf(input);
    if (!link) return { outcome: 'invalid' };
    const answer = await callForOutcome(calendarEndpoints.confirmVisitEmail, {
      params: { lang: language, id: link.id },
      body: { token: link.token },
    });
    if (answer.status === 200) {
      const visit = answer.body;
      return { outcome: visit.status === 'confirmed' ? 'confirmed' : 'received', visit };
    }
    if (answer.status === 409) return { outcome: 'taken' };
    if (answer.status === 410) return { outcome: 'expired' };
    if (INVALID.has(answer.status)) return { outcome: 'invalid' };
    throw new Error(`Visit confirmation refused (${answer.status})`);
  },

  /** `GET …/appointment-request/{id}/reschedule/`: the visit and the free slots it may move to. */
  async rescheduleOptions(
    language: Language,
    { from, days, ...input }: RescheduleOptionsRequest,
  ): Promise<RescheduleOptionsOutcome> {
    const link = linkOf(input);
    if (!link) return { outcome: 'invalid' };
    const answer = await callForOutcome(calendarEndpoints.rescheduleOptions, {
      params: { lang: language, id: link.id },
      query: { token: link.token, ...(from ? { from } : {}), days },
    });
    if (answer.status === 200) {
      const { appointment, ...slots } = answer.body;
      return { outcome: 'options', visit: appointment, slots };
    }
    if (answer.status === 410) return { outcome: 'gone' };
    if (INVALID.has(answer.status)) return { outcome: 'invalid' };
    throw new Error(`Reschedule options refused (${answer.status})`);
  },

  /** `POST …/appointment-request/{id}/reschedule/`: the visit moved to a free slot. */
  async rescheduleVisit(
    language: Language,
    { date_of_receipt, time_of_receipt, ...input }: RescheduleMoveRequest,
  ): Promise<RescheduleMoveOutcome> {
    const link = linkOf(input);
    if (!link) return { outcome: 'invalid' };
    const answer = await callForOutcome(calendarEndpoints.rescheduleVisit, {
      params: { lang: language, id: link.id },
      body: { token: link.token, date_of_receipt, time_of_receipt },
    });
    if (answer.status === 200) return { outcome: 'moved', visit: answer.body };
    if (answer.status === 409) return { outcome: 'taken' };
    if (answer.status === 410) return { outcome: 'gone' };
    if (INVALID.has(answer.status)) return { outcome: 'invalid' };
    throw new Error(`Visit move refused (${answer.status})`);
  },
};
