import { visitCancelSchema } from '@academy/contract';
import { accountsEndpoints, cabinetEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type {
  VisitCancelOutcome,
  VisitRequestOutcome,
  VisitRequestPayload,
} from '@academy/machines';
import { isHTTPError } from 'ky';
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
   * `POST /{lang}/cabinet/appointment-request/`: a visitor's request; its confirmation link goes
   * to their e-mail. 409 when the slot was taken meanwhile, 429 past the day's limits.
   */
  async sendVisitRequest(
    language: Language,
    payload: VisitRequestPayload,
  ): Promise<VisitRequestOutcome> {
    try {
      await call(cabinetEndpoints.requestVisit, { params: { lang: language }, body: payload });
      return { outcome: 'sent' };
    } catch (error) {
      const status = isHTTPError(error) ? error.response.status : 0;
      if (status === 409) return { outcome: 'slotTaken' };
      // The rate limits answer 429 on every endpoint, declared on none.
      if (status === 429) return { outcome: 'tooMany' };
      throw error;
    }
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
