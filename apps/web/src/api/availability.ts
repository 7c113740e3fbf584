import type { Availability, ServiceBody } from '@academy/contract/calendar';
import { calendarEndpoints } from '@academy/contract/endpoints';
import { call } from './call';
import { refusingFields } from './field-refusal';

/**
 * A specialist's own calendar (issue 28): their hours, the secret address of their calendar
 * feed, and their services. A refused body rejects as a `FieldRefusal`, said at its fields.
 */
export const availability = {
  /** `GET /cabinet/availability/`: the hours and the feed's address (made on the first read). */
  load: () => call(calendarEndpoints.availability),
  /** `PUT /cabinet/availability/`: the whole document; answers what was stored. */
  save: (body: Availability) =>
    refusingFields(call(calendarEndpoints.saveAvailability, { body, options: { retry: 0 } })),
  /** `POST /cabinet/availability/feed/`: a new address; the old one stops answering. */
  regenerateFeed: () => call(calendarEndpoints.regenerateFeed, { options: { retry: 0 } }),
};

export const services = {
  /** `GET /cabinet/services/`, in their order. */
  list: async () => (await call(calendarEndpoints.services)).results,
  /** `POST /cabinet/services/` (id null) or `PUT /cabinet/services/{id}/`. */
  save: (id: number | null, body: ServiceBody) =>
    refusingFields(
      id === null
        ? call(calendarEndpoints.addService, { body, options: { retry: 0 } })
        : call(calendarEndpoints.saveService, { params: { id }, body, options: { retry: 0 } }),
    ),
  /** `DELETE /cabinet/services/{id}/`. */
  remove: async (id: number) => {
    await call(calendarEndpoints.deleteService, { params: { id }, options: { retry: 0 } });
  },
  /** `PUT /cabinet/services/order/`: every id once, in the new order. */
  order: async (ids: number[]) =>
    (await call(calendarEndpoints.orderServices, { body: { ids }, options: { retry: 0 } })).results,
};
