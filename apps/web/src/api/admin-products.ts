import type { BodyIn, QueryIn } from '@academy/contract/endpoint';
import {
  backOfficeProductsEndpoints as endpoints,
  shopEndpoints,
} from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { FieldRefusal } from '@academy/machines';
import { call, callForOutcome } from './call';
import { refusingFields } from './field-refusal';

export type AdminProductListQuery = QueryIn<typeof endpoints.list>;
export type AdminProductSaveBody = BodyIn<typeof endpoints.update>;
export type AdminProductCreateBody = BodyIn<typeof endpoints.create>;

/**
 * A refusal of the whole record (409: no picture yet, ordered) as the flows take a refusal: its
 * words under `non_field_errors`, which the dialog says in the page's language.
 */
async function refusingRecord<T extends { status: number; body: unknown }>(
  outcome: Promise<T>,
): Promise<T> {
  const answer = await outcome;
  if (answer.status === 409) {
    const detail = (answer.body as { detail?: string } | null)?.detail ?? '';
    throw { fieldErrors: { non_field_errors: [detail] } } satisfies FieldRefusal;
  }
  if (answer.status >= 400) throw new Error(`product action: ${answer.status}`);
  return answer;
}

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
    refusingRecord(callForOutcome(endpoints.activate, { params: { lang, id } })),
  deactivate: (lang: Language, id: number) =>
    refusingRecord(callForOutcome(endpoints.deactivate, { params: { lang, id } })),
  remove: (id: number) => refusingRecord(callForOutcome(endpoints.remove, { params: { id } })),
  /** The shop's categories and brands, for the filters and the form's choices. */
  categories: (lang: Language) => call(shopEndpoints.categories, { params: { lang } }),
  brands: (lang: Language) => call(shopEndpoints.brands, { params: { lang } }),
};
