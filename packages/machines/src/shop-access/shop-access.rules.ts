import { isShopProfession, shopMarketOf } from '@academy/contract/rules';

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
