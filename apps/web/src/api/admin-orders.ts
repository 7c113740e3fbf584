import { endpointPath, type QueryIn } from '@academy/contract/endpoint';
import { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import { call } from './call';
import { apiClient } from './client';
import { refusingFields } from './field-refusal';

export type AdminOrderListQuery = QueryIn<typeof endpoints.list>;
export type AdminOrderFilterQuery = QueryIn<typeof endpoints.exportCsv>;

/** Query values as the server reads them: an empty filter is left out. */
function searchParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params;
}

/** The back office's orders calls (issue 26); each needs a manager's or an admin's token. */
export const adminOrders = {
  list: (lang: Language, query: AdminOrderListQuery) =>
    call(endpoints.list, { params: { lang }, query }),
  get: (lang: Language, id: number) => call(endpoints.get, { params: { lang, id } }),
  /**
   * The filtered list as a CSV file, fetched with the session's token (a plain link would carry
   * none), for the page to hand to the browser as a download.
   */
  exportCsv: async (lang: Language, query: AdminOrderFilterQuery): Promise<Blob> =>
    (await apiClient())
      .get(endpointPath(endpoints.exportCsv, { lang }).slice(1), {
        searchParams: searchParams(query),
      })
      .blob(),
  markPaid: (id: number, note?: string) =>
    call(endpoints.markPaid, { params: { id }, body: note ? { note } : {} }),
  ship: (id: number, trackingNumber: string) =>
    refusingFields(
      call(endpoints.ship, { params: { id }, body: { tracking_number: trackingNumber } }),
    ),
  deliver: (id: number) => call(endpoints.deliver, { params: { id }, body: {} }),
  cancel: (id: number, reason: string) =>
    refusingFields(call(endpoints.cancel, { params: { id }, body: { reason } })),
  refund: (id: number, reason: string) =>
    refusingFields(call(endpoints.refund, { params: { id }, body: { reason } })),
};
