import { type ShopLockReason, shopGate } from '@academy/contract/rules';

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

export type ShopTooltipKey = `shopAccess.${ShopLockReason}`;

export interface ShopAccess {
  locked: boolean;
  /** Why the shop is locked, for the header tooltip; null when unlocked. */
  tooltipKey: ShopTooltipKey | null;
}

/**
 * The contract's shop gate (`shopGate`) as the header and the listing show it: open to every
 * logged-in user of Moldova, Romania or the Russian Federation (a client in the client catalogue),
 * else locked with the spec's reason (spec 2.2, 6). The server applies the same gate; this one
 * only shapes the interface.
 */
export function shopAccess(session: ShopSession): ShopAccess {
  const gate = shopGate(session);
  return gate.shop === 'open'
    ? { locked: false, tooltipKey: null }
    : { locked: true, tooltipKey: `shopAccess.${gate.reason}` };
}
