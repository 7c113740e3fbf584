/**
 * Who buys in the shop as a client (spec 1: "other (clients without a diploma)"; spec 3, the
 * client price fields; spec 7.4): a profile of type `other`. A cosmetology or doctor profile buys
 * at the professional prices; no profile (a visitor) is no buyer at all. The browser's cart prices
 * and the server's price tier read this one rule. Free of zod (`@academy/contract/shop-client`).
 */
export function isShopClient(profileType: string | null | undefined): profileType is 'other' {
  return profileType === 'other';
}
