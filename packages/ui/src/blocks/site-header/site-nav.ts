import type { Language } from '@academy/contract/languages';
import type { ShopAccess } from '@academy/machines';

/** Sections of the site the header links to; "authors" is the promotions route (spec 2.1). */
export type SiteNavId = 'courses' | 'shop' | 'about' | 'blog' | 'authors';

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

/** Each language named in itself, so a reader finds theirs whatever the page language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ro: 'Română',
  ru: 'Русский',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};
