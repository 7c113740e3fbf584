import type { SiteFooterProps } from './site-footer';

/** A footer on the Romanian home page for a visitor from Moldova; shared by stories and tests. */
export const footerFixture = {
  homeHref: '/ro',
  links: [
    { id: 'courses', href: '/ro/category' },
    { id: 'shop', href: '/ro/shop-category' },
    { id: 'about', href: '/ro/about' },
    { id: 'blog', href: '/ro/blog' },
    { id: 'login', href: '/ro/login' },
    { id: 'registration', href: '/ro/registration' },
  ],
  region: 'MD',
  language: 'ro',
  regionInfo: {
    phone_md: '+373 69 123 456',
    phone_ro: '+40 721 234 567',
    phone_ru: '+7 495 123 45 67',
    phone_eu: '+44 20 7946 0958',
    address_md: 'str. București 67, Chișinău, Moldova',
    address_ro: 'Bd. Unirii 15, București, România',
    address_ru: 'ul. Tverskaya 7, Moscova, Rusia',
    address_eu: 'Academia Europe, Londra',
  },
  spanishContact: { phone: '+34 911 234 567', address: 'Calle de Alcalá 45, Madrid, España' },
  email: 'info@academia.example',
  socials: [
    { id: 'instagram', href: 'https://instagram.com/academia' },
    { id: 'facebook', href: 'https://facebook.com/academia' },
    { id: 'youtube', href: 'https://youtube.com/@academia' },
    { id: 'telegram', href: 'https://t.me/academia' },
  ],
  year: 2026,
} satisfies SiteFooterProps;
