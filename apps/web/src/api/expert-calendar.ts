import { calendarEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { SlotsRequest } from '@academy/machines';
import { call, callForOutcome } from './call';

/**
 * A public page's calendar: its services and free slots. Apart from `experts` (page-data, which
 * every drawn page's first call loads) so that the calendar's schemas load with the pages that
 * book (vite.config.ts, `calendar-data`).
 */
export const expertCalendar = {
  /**
   * `GET /{lang}/accounts/users/{id}/services/`: the specialist's active services, named in the
   * page's language; none for a specialist the API does not show (the page goes Home for them).
   */
  async services(language: Language, userId: number) {
    const answer = await callForOutcome(calendarEndpoints.publicServices, {
      params: { lang: language, id: userId },
    });
    return answer.status === 200 ? answer.body.results : [];
  },

  /**
   * `GET /{lang}/accounts/users/{id}/slots/`: the free slots of a page of days, for the service's
   * duration (the default half hour without one), computed by the server from now on.
   */
  async slots(language: Language, { doctor, service, from, days }: SlotsRequest) {
    return call(calendarEndpoints.slots, {
      params: { lang: language, id: doctor },
      query: { ...(service === null ? {} : { service }), ...(from ? { from } : {}), days },
    });
  },
};
