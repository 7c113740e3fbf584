import {
  accessListSchema,
  type accessRecordSchema,
  type paymentHistoryEntrySchema,
  paymentHistorySchema,
  protocolListSchema,
  type protocolSchema,
  usefulInfoListSchema,
  usefulInfoSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { api } from './client';

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
  accessList: async (lang: Language) =>
    accessListSchema.parse(await api.get(`${lang}/courses/access_list/`).json()),
  /** The protocol files of the purchased courses. */
  protocols: async (lang: Language) =>
    protocolListSchema.parse(await api.get(`${lang}/courses/protocols/`).json()),
  /** The payments, newest first (spec 3). */
  paymentHistory: async () =>
    paymentHistorySchema.parse(await api.get('accounts/payment-history/').json()),
  usefulInfoList: async (lang: Language) =>
    usefulInfoListSchema.parse(await api.get(`${lang}/useful-info/`).json()),
  usefulInfo: async (lang: Language, id: string) =>
    usefulInfoSchema.parse(await api.get(`${lang}/useful-info/${id}/`).json()),
};
