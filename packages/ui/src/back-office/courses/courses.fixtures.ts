import type { StaffCourse, StaffCourseRow } from '@academy/contract/back-office/courses';
import type { CourseChoices } from './course-form-sections';
import type { CourseOption } from './courses-types';

/* Stories only: courses as the back office's calls answer them. */

export const courseCategoriesFixture: CourseOption[] = [
  { id: 3, name: 'Cosmetologie' },
  { id: 4, name: 'Medicină estetică' },
];

export const courseChoicesFixture: CourseChoices = {
  categories: [
    { id: 3, name: 'Cosmetologie', modules: [{ id: 1, name: 'Peelinguri' }] },
    { id: 4, name: 'Medicină estetică', modules: [{ id: 2, name: 'Injectabile' }] },
  ],
  tags: [
    { id: 1, name: 'Dermaceutic' },
    { id: 2, name: 'Mesoestetic' },
  ],
  authors: [{ id: 1, name: 'Dr. Elena Rusu' }],
};

const row = (id: number, patch: Partial<StaffCourseRow>): StaffCourseRow => ({
  id,
  name: `Curs ${id}`,
  image_thumbnail: '/demo/catalogue/course-1.svg',
  category: { id: 3, name: 'Cosmetologie' },
  price: 120,
  discount: 0,
  is_published: true,
  is_new: false,
  is_free: false,
  video_count: 8,
  buyers: 14,
  created: '2026-10-01T09:00:00Z',
  ...patch,
});

export const courseRowsFixture: StaffCourseRow[] = [
  row(1, { name: 'Peeling chimic superficial', discount: 20 }),
  row(2, { name: 'Biorevitalizare', category: { id: 4, name: 'Medicină estetică' } }),
  row(3, {
    name: 'Masaj facial sculptural',
    is_published: false,
    image_thumbnail: '',
    video_count: 0,
    buyers: 0,
  }),
  row(4, { name: 'Introducere în dermatoscopie', is_free: true, price: 0 }),
];

const text = (ro: string, ru = '') => ({ ro, ru, en: '', fr: '', es: '' });

export const courseFixture: StaffCourse = {
  id: 12,
  name: text('Peeling chimic superficial', 'Поверхностный химический пилинг'),
  description: text('<p>Un curs despre <strong>peelingul chimic</strong>.</p>'),
  outcomes: text('Alegerea acidului potrivit\nÎngrijirea după procedură', 'Выбор кислоты'),
  category_id: 3,
  module_id: 1,
  tag_ids: [1],
  price: 120,
  discount: 20,
  is_new: true,
  is_free: false,
  time: '10:30:00',
  author_id: 1,
  cover: { url: '/demo/catalogue/course-1.svg', thumbnail: '/demo/catalogue/course-1.svg' },
  is_published: false,
  video_count: 3,
  buyers: 0,
  created: '2026-10-01T09:00:00Z',
};
