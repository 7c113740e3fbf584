import type { Language } from '@academy/contract/languages';
import type { ShopAccess } from '@academy/machines';

/**
 * Sections of the site the header links to; "authors" is the promotions route (spec 2.1),
 * "experts" the specialists directory (spec 1, 6).
 */
export type SiteNavId = 'courses' | 'shop' | 'about' | 'blog' | 'authors' | 'experts';

export interface SiteNavItem {
  id: SiteNavId;
  href: string;
}

/** The logged-in user as the header shows them: a name linking to the personal area. */
export interface SiteUser {
  name: string;
  href: string;
}

export interface SiteCart {
  count: number;
  href: string;
}

export type { ShopAccess };

/** What the header shows, in its row and in the mobile sheet alike. */
export interface SiteNavContent {
  homeHref: string;
  /** Courses, shop, about, blog, authors, experts: in the order to show, with the app's hrefs. */
  items: SiteNavItem[];
  /** The section the page belongs to, marked `aria-current="page"`. */
  currentId?: SiteNavId;
  /** From `shopAccess()` of @academy/machines: locks the shop entry and says why. */
  shopAccess: ShopAccess;
  /** The logged-in user, or null for a visitor (login and registration links instead). */
  user: SiteUser | null;
  /** The cart icon and count; shown only with a user. */
  cart?: SiteCart;
  loginHref: string;
  registrationHref: string;
  dark: boolean;
  onDarkChange: (dark: boolean) => void;
  language: Language;
  /** The current route in each language. */
  languageHrefs: Record<Language, string>;
}

/** Each language named in itself (the contract's list, which the player's captions use too). */
export { LANGUAGE_NAMES } from '@academy/contract/languages';
