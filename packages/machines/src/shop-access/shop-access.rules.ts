import {
  type ClientPriceField,
  isShopProfession,
  PRICE_FIELDS,
  PROFESSION_FLAGS,
  shopMarketOf,
} from '@academy/contract/rules';

/** The part of the session the shop rules read (spec 3, User session and User profile). */
export interface ShopSession {
  isLoggedIn: boolean;
  /** Profile city, which holds the country name. */
  city?: string | null;
  /** Profile type: cosmetology, doctor or other. */
  type?: string | null;
  /** A logged-in client (buying at client prices) rather than a specialist. */
  isClient?: boolean;
}

export type ShopTooltipKey = 'shopAccess.registeredOnly' | 'shopAccess.notInRegion';

export interface ShopAccess {
  locked: boolean;
  /** Why the shop is locked, for the header tooltip; null when unlocked. */
  tooltipKey: ShopTooltipKey | null;
}

/**
 * The shop is unlocked only for a logged-in user whose city is Moldova, Romania or Russian
 * Federation and whose type is cosmetology or doctor (spec 5, Shop lock; spec 6). The server
 * enforces the same rule; this one only shapes the interface.
 */
export function shopAccess(session: ShopSession): ShopAccess {
  if (!session.isLoggedIn) return { locked: true, tooltipKey: 'shopAccess.registeredOnly' };
  const allowed = shopMarketOf(session.city) !== null && isShopProfession(session.type);
  return allowed
    ? { locked: false, tooltipKey: null }
    : { locked: true, tooltipKey: 'shopAccess.notInRegion' };
}

/** The audience flags and client prices of a product (spec 3, Product). */
export interface ShopAudienceProduct extends Partial<Record<ClientPriceField, number | null>> {
  doctor?: boolean | null;
  cosmetolog?: boolean | null;
}

/** A doctor sees only products flagged doctor, a cosmetology user only those flagged cosmetolog. */
export function isProductForProfession(
  product: ShopAudienceProduct,
  type: string | null | undefined,
): boolean {
  return isShopProfession(type) ? product[PROFESSION_FLAGS[type]] === true : true;
}

/** Whether any market has a client price; a missing or zero price counts as none. */
export function hasClientPrice(product: ShopAudienceProduct): boolean {
  return Object.values(PRICE_FIELDS.client).some((field) => {
    const price = product[field];
    return typeof price === 'number' && price > 0;
  });
}

/**
 * The products a user sees: a client sees those with a client price (spec 5), a specialist
 * those of their profession.
 */
export function visibleShopProducts<T extends ShopAudienceProduct>(
  products: readonly T[],
  session: ShopSession,
): T[] {
  if (session.isClient) return products.filter(hasClientPrice);
  return products.filter((product) => isProductForProfession(product, session.type));
}
