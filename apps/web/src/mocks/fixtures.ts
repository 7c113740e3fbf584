import type { AboutPage, Author, FaqItem, RegionInfo } from '../api/content';
import type { Country } from '../api/countries';

/** Fixed API answers for page stories and unit tests: deterministic, in Romanian like the seed. */
export const aboutFixture: AboutPage = {
  id: 1,
  title: 'Despre academie',
  short_description: '<p>Educație online pentru cosmetologi și medici din 2016.</p>',
  mission:
    '<p>Misiunea noastră este să facem accesibile cele mai bune practici de cosmetologie, medicină estetică, masaj și medicina longevității.</p>',
};

export const authorFixture: Author = {
  id: 1,
  title: 'Autorul cursurilor',
  sub_title: 'Dr. Ecaterina Lungu',
  specialization: 'Dermatolog, cosmetolog, medic al longevității',
  description_short: '20 de ani de practică și peste 5000 de studenți.',
  image: '/demo/catalogue/person-5.svg',
  gallery_about_author: [],
};

export const faqFixture: FaqItem[] = [
  {
    id: 1,
    name: 'Cum primesc accesul la curs?',
    description: '<p>Imediat după plată, în cabinetul personal.</p>',
  },
  { id: 2, name: 'Primesc certificat?', description: '<p>Da, după ultima lecție.</p>' },
];

export const countriesFixture: Country[] = [
  { code: 'MD', name: 'Moldova', phone_code: '+373', flag: '🇲🇩' },
  { code: 'RO', name: 'Romania', phone_code: '+40', flag: '🇷🇴' },
];

export const regionInfoFixture: RegionInfo = {
  id: 1,
  phone_eu: '+44 20 7946 0958',
  phone_md: '+373 69 123 456',
  phone_ro: '+40 721 234 567',
  phone_ru: '+7 495 123 45 67',
  address_eu: 'Londra',
  address_md: 'str. București 67, Chișinău',
  address_ro: 'Bd. Unirii 15, București',
  address_ru: 'Moscova',
};
