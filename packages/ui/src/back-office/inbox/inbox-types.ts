import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeInboxEndpoints as endpoints } from '@academy/contract/endpoints';
import type { selectStaffAction } from '@academy/machines';

/** The inbox's data, as the contract answers it (types only: no schema). */
export type ContactRequestRow = AnswerOut<typeof endpoints.contactRequests>['results'][number];
export type ContactRequestTab = ContactRequestRow['status'];
export type PromoCodeRow = AnswerOut<typeof endpoints.promoCodes>['results'][number];
export type PromoUsageData = AnswerOut<typeof endpoints.promoCodeUsage>;
export type PromoRedemptionRow = PromoUsageData['results'][number];

/** A shop category a code may be limited to. */
export interface PromoCategory {
  id: number;
  name: string;
}

/** A confirmed action's dialog as the staff-action flow describes it (`selectStaffAction`). */
export type StaffActionView = ReturnType<typeof selectStaffAction>;
