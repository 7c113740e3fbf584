export {
  ContactRequestsInbox,
  type ContactRequestsInboxProps,
} from './contact-requests-inbox';
export { HandleRequestDialog, type HandleRequestDialogProps } from './handle-request-dialog';
export type {
  ContactRequestRow,
  ContactRequestTab,
  PromoCategory,
  PromoCodeRow,
  PromoRedemptionRow,
  PromoUsageData,
  StaffActionView,
} from './inbox-types';
export {
  PromoCodeFormDialog,
  type PromoCodeFormDialogProps,
} from './promo-code-form-dialog';
export {
  PromoCodesList,
  type PromoCodesListProps,
  type PromoStatusFilter,
} from './promo-codes-list';
export { type PromoState, promoState } from './promo-display';
export {
  type PromoFormValues,
  promoBodyOf,
  promoFormRefusal,
  promoFormValues,
} from './promo-form-values';
export { PromoToggleDialog, type PromoToggleDialogProps } from './promo-toggle-dialog';
export { PromoUsage, type PromoUsageProps } from './promo-usage';
export { ReopenRequestDialog, type ReopenRequestDialogProps } from './reopen-request-dialog';
