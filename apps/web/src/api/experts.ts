import { visitCancelSchema } from '@academy/contract';
import { accountsEndpoints, cabinetEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type {
  VisitCancelOutcome,
  VisitRequestOutcome,
  VisitRequestPayload,
} from '@academy/machines';
import { call, callForOutcome } from './call';

/** The answers a cancel link gets when it is not (or no longer) valid. */
const INVALID_LINK_STATUSES = new Set([400, 403, 404, 410]);

export const experts = {
  /**
   * `GET /{lang}/accounts/users/` (spec 7.1): the specialists with a published page, in the
   * server's order (photos first, then the consultation price, descending).
   */
  async directory(language: Language) {
    return call(accountsEndpoints.users, { params: { lang: language } });
  },

  /**
   * `GET /{lang}/accounts/users/{id}/taken-hours/`: the hours of the specialist's confirmed visits
   * from today on, which the request form shows as unavailable.
   */
  async takenHours(language: Language, userId: number | string) {
    const answer = await callForOutcome(cabinetEndpoints.takenHours, {
      params: { lang: language, id: Number(userId) },
    });
    // No such specialist: nothing taken (the page's profile check sends that page Home).
    return answer.status === 200 ? answer.body.taken : [];
  },

  /**
   * `POST /{lang}/cabinet/appointment-request/`: a visitor's request, answered with its status
   * (confirmed at once when the specialist auto-confirms); 409 when the hour was taken meanwhile.
   */
  async sendVisitRequest(
    language: Language,
    payload: VisitRequestPayload,
  ): Promise<VisitRequestOutcome> {
    const answer = await callForOutcome(cabinetEndpoints.requestVisit, {
      params: { lang: language },
      body: payload,
    });
    if (answer.status === 409) return { outcome: 'slotTaken' };
    if (answer.status !== 201) throw new Error(`Visit request refused (${answer.status})`);
    const { status } = answer.body;
    return { outcome: 'sent', status: status === 'confirmed' ? 'confirmed' : 'new' };
  },

  /**
   * `POST /{lang}/cabinet/appointment-request/{id}/cancel/` with the e-mail link's signed token:
   * cancelled, or an invalid link when the server refuses the token (or knows no such request).
   */
  async cancelVisit(
    language: Language,
    { id, token }: { id: number; token: string },
  ): Promise<VisitCancelOutcome> {
    const body = visitCancelSchema.safeParse({ token });
    if (!Number.isInteger(id) || id <= 0 || !body.success) return { outcome: 'invalidLink' };
    const answer = await callForOutcome(cabinetEndpoints.cancelVisit, {
      params: { lang: language, id },
      body: body.data,
    });
    if (INVALID_LINK_STATUSES.has(answer.status)) return { outcome: 'invalidLink' };
    if (answer.status !== 200) throw new Error(`Visit cancel refused (${answer.status})`);
    return { outcome: 'cancelled' };
  },
};
