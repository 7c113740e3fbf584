import { usePageTranslation } from './page-translation';
import texts from './visit-booking.json';

/** The texts of booking a visit (services, free slots, the mail links' pages), five languages. */
export const visitBookingTexts = texts;

/**
 * `useTranslation` of `ui` and the booking views' own texts (`t('visit-booking:slots.title')`):
 * they travel with the expert page's request and the visit links' pages, not with Home.
 */
export const useVisitBookingTranslation = () => usePageTranslation('visit-booking', texts);
