import {
  LEGAL_SLOTS,
  type LegalDocument,
  legalDocumentPaths,
  type SiteAbout,
  type SiteAuthor,
  type SiteRegions,
} from '@academy/contract/back-office/site';
import type { ImageFieldBinding } from '../images';
import { imageBinding as picture } from '../images/image-field.fixtures';

/** The site page's stories' data: the demo academy's texts, contacts and documents. */

const text = (ro: string, ru = '', en = '', fr = '', es = '') => ({ ro, ru, en, fr, es });

export const ABOUT: SiteAbout = {
  title: text('Despre academie', 'Об академии', 'About the academy'),
  short_description: text(
    '<p>Cursuri de <strong>dermatologie estetică</strong> pentru medici.</p>',
    '<p>Курсы <strong>эстетической дерматологии</strong> для врачей.</p>',
  ),
  mission: text(
    '<p>Misiunea noastră: practică sigură, bazată pe dovezi.</p>',
    '<p>Наша миссия: безопасная практика, основанная на доказательствах.</p>',
  ),
};

export const AUTHOR: SiteAuthor = {
  title: text('Despre autor', 'Об авторе', 'About the author'),
  sub_title: text('Dr. Elena Rusu', 'Д-р Елена Русу', 'Dr Elena Rusu'),
  specialization: text('Medic dermatolog', 'Врач-дерматолог', 'Dermatologist'),
  description_short: text(
    'Peste 15 ani de practică clinică.',
    'Более 15 лет клинической практики.',
  ),
  image: '/demo/catalogue/course-1.svg',
  gallery: [1, 2, 3].map((id) => ({
    id,
    image: `/demo/catalogue/course-${id}.svg`,
    image_thumbnail: `/demo/catalogue/course-${id}.svg`,
  })),
};

export const REGIONS: SiteRegions = {
  phone_md: '+373 69 123 456',
  phone_ro: '+40 721 345 678',
  phone_ru: '+7 495 123 45 67',
  phone_eu: '+34 611 204 118',
  address_md: 'Chișinău, str. Ștefan cel Mare 1',
  address_ro: 'București, Calea Victoriei 10',
  address_ru: 'Москва, ул. Тверская 5',
  address_eu: 'Madrid, Calle Mayor 7',
};

/** Every slot shipped, but Romania's Romanian terms and Moldova's Russian policy uploaded. */
export const LEGAL_DOCUMENTS: LegalDocument[] = LEGAL_SLOTS.map((slot, index) => {
  const uploaded =
    (slot.kind === 'terms' && slot.region === 'ro' && slot.lang === 'ro') ||
    (slot.kind === 'policy' && slot.region === 'md' && slot.lang === 'ru');
  return {
    ...slot,
    path: legalDocumentPaths(slot)[0] ?? '',
    id: uploaded ? index + 1 : null,
    source: uploaded ? 'uploaded' : 'default',
    updated: uploaded ? '2026-11-20T09:30:00Z' : null,
    updated_by: uploaded ? { id: 3, name: 'Ana Editor' } : null,
  };
});

/** An image field at rest, showing `url` (or nothing). */
export const imageBinding = (url: string | null, more: Partial<ImageFieldBinding> = {}) =>
  picture(url, { width: 480, height: 640 }, more);

/** The forms' save at rest. */
export const IDLE = { state: 'idle' } as const;
