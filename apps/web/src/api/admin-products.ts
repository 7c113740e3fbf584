import type { BodyIn, QueryIn } from '@academy/contract/endpoint';
import {
  backOfficeProductsEndpoints as endpoints,
  shopEndpoints,
} from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { call, callForOutcome } from './call';
import { refusingConflict, refusingFields } from './field-refusal';

export type AdminProductListQuery = QueryIn<typeof endpoints.list>;
export type AdminProductSaveBody = BodyIn<typeof endpoints.update>;
export type AdminProductCreateBody = BodyIn<typeof endpoints.create>;

/** The back office's product calls (issue 27), for editors and admins. */
export const adminProducts = {
  list: (lang: Language, query: AdminProductListQuery) =>
    call(endpoints.list, { params: { lang }, query }),
  get: (lang: Language, id: number) => call(endpoints.get, { params: { lang, id } }),
  /** The server's refusals (an unknown category, a missing title) reject at their fields. */
  create: (lang: Language, body: AdminProductCreateBody) =>
    refusingFields(call(endpoints.create, { params: { lang }, body })),
  save: (lang: Language, id: number, body: AdminProductSaveBody) =>
    refusingFields(call(endpoints.update, { params: { lang, id }, body })),
  activate: (lang: Language, id: number) =>
    refusingConflict(
      callForOutcome(endpoints.activate, { params: { lang, id } }),
      'product action',
    ),
  deactivate: (lang: Language, id: number) =>
    refusingConflict(
      callForOutcome(endpoints.deactivate, { params: { lang, id } }),
      'product action',
    ),
  remove: (id: number) =>
    refusingConflict(callForOutcome(endpoints.remove, { params: { id } }), 'product action'),
  /** The shop's categories and brands, for the filters and the form's choices. */
  categories: (lang: Language) => call(shopEndpoints.categories, { params: { lang } }),
  brands: (lang: Language) => call(shopEndpoints.brands, { params: { lang } }),
};
