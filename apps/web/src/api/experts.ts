import {
  appointmentSchema,
  specialistListSchema,
  takenHoursSchema,
  visitCancelSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type {
  VisitCancelOutcome,
  VisitRequestOutcome,
  VisitRequestPayload,
} from '@academy/machines';
import { api, getUnlessMissing } from './client';

/** The answers a cancel link gets when it is not (or no longer) valid. */
const INVALID_LINK_STATUSES = new Set([400, 403, 404, 410]);

export const experts = {
  /**
   * `GET /{lang}/accounts/users/` (spec 7.1): the specialists with a published page, in the
   * server's order (photos first, then the consultation price, descending).
   */
  async directory(language: Language) {
    return specialistListSchema.parse(await api.get(`${language}/accounts/users/`).json());
  },

  /**
   * `GET /{lang}/accounts/users/{id}/taken-hours/`: the hours of the specialist's confirmed visits
   * from today on, which the request form shows as unavailable.
   */
  async takenHours(language: Language, userId: number | string) {
    const answer = await getUnlessMissing(`${language}/accounts/users/${userId}/taken-hours/`);
    // No such specialist: nothing taken (the page's profile check sends that page Home).
    return answer === null ? [] : takenHoursSchema.parse(answer).taken;
  },

  /**
   * `POST /{lang}/cabinet/appointment-request/`: a visitor's request, answered with its status
   * (confirmed at once when the specialist auto-confirms); 409 when the hour was taken meanwhile.
   */
  async sendVisitRequest(
    language: Language,
    payload: VisitRequestPayload,
  ): Promise<VisitRequestOutcome> {
    const response = await api.post(`${language}/cabinet/appointment-request/`, {
      json: payload,
      throwHttpErrors: false,
    });
    if (response.status === 409) return { outcome: 'slotTaken' };
    if (!response.ok) throw new Error(`Visit request refused (${response.status})`);
    const { status } = appointmentSchema.parse(await response.json());
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
    const response = await api.post(`${language}/cabinet/appointment-request/${id}/cancel/`, {
      json: body.data,
      throwHttpErrors: false,
    });
    if (INVALID_LINK_STATUSES.has(response.status)) return { outcome: 'invalidLink' };
    if (!response.ok) throw new Error(`Visit cancel refused (${response.status})`);
    return { outcome: 'cancelled' };
  },
};
