/**
 * Every message key the shop-access flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const SHOP_ACCESS_MESSAGE_KEYS = [
  'shopAccess.registeredOnly',
  'shopAccess.notInRegion',
] as const;

export type ShopAccessMessageKey = (typeof SHOP_ACCESS_MESSAGE_KEYS)[number];
