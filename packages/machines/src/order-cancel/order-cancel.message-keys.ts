/**
 * Every message key the order-cancel flow can emit; the texts are in the ui kit's member `flows`
 * namespace (packages/ui/src/i18n/member-flows/<language>.json), checked by its i18n test.
 */
export const ORDER_CANCEL_MESSAGE_KEYS = [
  'orderCancel.open',
  'orderCancel.title',
  'orderCancel.text',
  'orderCancel.keep',
  'orderCancel.confirm',
  'orderCancel.cancelling',
  'orderCancel.failed',
  'orderCancel.cancelled',
  'orderCancel.refused',
] as const;

export type OrderCancelMessageKey = (typeof ORDER_CANCEL_MESSAGE_KEYS)[number];
