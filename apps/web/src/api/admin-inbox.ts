import type { BodyIn, QueryIn } from '@academy/contract/endpoint';
import { backOfficeInboxEndpoints as endpoints, shopEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { call } from './call';
import { refusingFields } from './field-refusal';

export type ContactRequestListQuery = QueryIn<typeof endpoints.contactRequests>;
export type PromoCodeListQuery = QueryIn<typeof endpoints.promoCodes>;
export type PromoCodeBody = BodyIn<typeof endpoints.createPromoCode>;

/** The back office's inbox calls (issue 26): contact requests and promo codes, for operations staff. */
export const adminInbox = {
  requests: (query: ContactRequestListQuery) => call(endpoints.contactRequests, { query }),
  /** A refused note (too long) rejects as a field refusal, shown at the note. */
  handle: (id: number, note: string) =>
    refusingFields(call(endpoints.handleContactRequest, { params: { id }, body: { note } })),
  reopen: (id: number) => call(endpoints.reopenContactRequest, { params: { id } }),
  promoCodes: (query: PromoCodeListQuery) => call(endpoints.promoCodes, { query }),
  /** The server's refusals (a taken code, a limit below the uses) reject at their fields. */
  createPromo: (body: PromoCodeBody) => refusingFields(call(endpoints.createPromoCode, { body })),
  updatePromo: (id: number, body: PromoCodeBody) =>
    refusingFields(call(endpoints.updatePromoCode, { params: { id }, body })),
  disablePromo: (id: number) => call(endpoints.disablePromoCode, { params: { id } }),
  enablePromo: (id: number) => call(endpoints.enablePromoCode, { params: { id } }),
  usage: (lang: Language, id: number, page: number) =>
    call(endpoints.promoCodeUsage, { params: { lang, id }, query: { page } }),
  /** The shop's categories, for a code limited to some. */
  categories: (lang: Language) => call(shopEndpoints.categories, { params: { lang } }),
};
