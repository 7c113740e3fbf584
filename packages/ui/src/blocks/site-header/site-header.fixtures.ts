import type { Language } from '@academy/contract/languages';
import type { SiteHeaderProps } from './site-header';

/** Props of a header on the Romanian home page, shared by stories and tests. */
export const headerFixture = {
  homeHref: '/ro',
  items: [
    { id: 'courses', href: '/ro/category' },
    { id: 'shop', href: '/ro/shop-category' },
    { id: 'about', href: '/ro/about' },
    { id: 'blog', href: '/ro/blog' },
    { id: 'authors', href: '/ro/promotions' },
    { id: 'experts', href: '/ro/experts' },
  ],
  shopAccess: { locked: true, tooltipKey: 'shopAccess.registeredOnly' },
  user: null,
  loginHref: '/ro/login',
  registrationHref: '/ro/registration',
  dark: false,
  language: 'ro',
  languageHrefs: Object.fromEntries(
    (['ro', 'ru', 'en', 'fr', 'es'] as const).map((lang) => [lang, `/${lang}`]),
  ) as Record<Language, string>,
} satisfies Omit<SiteHeaderProps, 'onDarkChange'>;
