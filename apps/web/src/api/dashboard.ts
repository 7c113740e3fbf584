import type {
  accessRecordSchema,
  paymentHistoryEntrySchema,
  protocolSchema,
  usefulInfoSchema,
} from '@academy/contract';
import { accountsEndpoints, contentEndpoints, coursesEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { call } from './call';

export type CourseAccess = z.infer<typeof accessRecordSchema>;
export type Protocol = z.infer<typeof protocolSchema>;
export type Payment = z.infer<typeof paymentHistoryEntrySchema>;
export type UsefulInfo = z.infer<typeof usefulInfoSchema>;

/**
 * The learning side of the dashboard (spec 2.9, 7.3): the user's calls, each with the session's
 * token (the client adds it).
 */
export const dashboard = {
  /** The purchased courses with their overall progress. */
  accessList: (lang: Language) => call(coursesEndpoints.accessList, { params: { lang } }),
  /** The protocol files of the purchased courses. */
  protocols: (lang: Language) => call(coursesEndpoints.protocols, { params: { lang } }),
  /** The payments, newest first (spec 3). */
  paymentHistory: () => call(accountsEndpoints.paymentHistory),
  usefulInfoList: (lang: Language) => call(contentEndpoints.usefulInfoList, { params: { lang } }),
  usefulInfo: (lang: Language, id: string) =>
    call(contentEndpoints.usefulInfo, { params: { lang, id: Number(id) } }),
};
