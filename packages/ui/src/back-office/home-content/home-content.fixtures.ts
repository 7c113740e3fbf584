import { text } from '../taxonomy/taxonomy.fixtures';
import type { FaqRow, HeroSlideRow, ReviewRow } from './home-content-types';

/* Stories only: Home's content as the back office's calls answer it. */

const slide = (id: number, title: string, active: boolean): HeroSlideRow => ({
  id,
  image: `/demo/catalogue/hero-${id}-pc.svg`,
  image_mobile_thumbnail: `/demo/catalogue/hero-${id}-mobile.svg`,
  image_tablet_thumbnail: `/demo/catalogue/hero-${id}-tablet.svg`,
  image_laptop_thumbnail: `/demo/catalogue/hero-${id}-laptop.svg`,
  image_pc_thumbnail: `/demo/catalogue/hero-${id}-pc.svg`,
  title: text(title),
  description: text('Cursuri video de la practicieni'),
  button_name: text(active ? 'Vezi cursurile' : ''),
  button_link: active ? '/ro/category' : '',
  button_is_active: active,
  position: id,
});

export const slidesFixture: HeroSlideRow[] = [
  slide(1, 'Frumusețe care durează', true),
  slide(2, 'Medicină estetică pas cu pas', true),
  slide(3, 'Învață în ritmul tău', false),
];

export const reviewsFixture: ReviewRow[] = [
  {
    id: 1,
    name: 'Ana Rusu',
    profession: text('Cosmetolog'),
    text: text('Cursul de peelinguri mi-a schimbat practica.'),
    image: '/demo/catalogue/person-1.svg',
    rating: 5,
    position: 0,
  },
  {
    id: 2,
    name: 'Elena Popa',
    profession: text('Dermatolog'),
    text: text('Lecții clare, protocoale utile.'),
    image: '/demo/catalogue/person-2.svg',
    rating: 4,
    position: 1,
  },
];

export const faqFixture: FaqRow[] = [
  {
    id: 1,
    name: text('Primesc certificat?', 'Я получу сертификат?'),
    description: text('<p>Da, la finalul <strong>fiecărui</strong> curs.</p>'),
    position: 0,
  },
  {
    id: 2,
    name: text('Pot urmări de pe telefon?'),
    description: text('<p>Da, pe orice dispozitiv cu browser.</p>'),
    position: 1,
  },
];
