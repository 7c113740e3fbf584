import type { CourseContent, StaffVideo } from './course-content-types';

/* Stories only: a course's content as the server answers it. */

const text = (ro: string, ru = '') => ({ ro, ru, en: '', fr: '', es: '' });

export const videoFixture = (over: Partial<StaffVideo> = {}): StaffVideo => ({
  id: 101,
  title: text('Anatomia pielii', 'Анатомия кожи'),
  kind: 'theoretical',
  chapter: 11,
  free_preview: false,
  caption_languages: [],
  status: 'ready',
  uploaded: true,
  processing_percent: 100,
  processing_error: null,
  duration: '00:12:30',
  ...over,
});

export const courseContentFixture: CourseContent = {
  course: { id: 5, name: text('Dermatocosmetologie aplicată'), published: true },
  chapters: [
    {
      id: 11,
      name: text('Introducere', 'Введение'),
      videos: [
        videoFixture({ free_preview: true, caption_languages: ['ro', 'ru'] }),
        videoFixture({
          id: 102,
          title: text('Tipuri de ten'),
          kind: 'practical',
          status: 'processing',
          processing_percent: 45,
          duration: '',
        }),
      ],
    },
    {
      id: 12,
      name: text('Protocoale de curățare'),
      videos: [
        videoFixture({
          id: 103,
          chapter: 12,
          title: text('Curățarea în trei pași'),
          status: 'failed',
          processing_error: 'moov atom not found',
          duration: '',
        }),
        videoFixture({
          id: 104,
          chapter: 12,
          title: text('Peelingul enzimatic'),
          status: 'processing',
          uploaded: false,
          processing_percent: 0,
          duration: '',
        }),
      ],
    },
  ],
  loose_videos: [],
  protocols: [
    {
      id: 31,
      title: text('Protocol de curățare', 'Протокол очищения'),
      file: '/media/demo/protocols/protocol-1.pdf',
      created: '2026-11-20T10:00:00Z',
    },
  ],
  banners: [{ id: 41, image: '/demo/catalogue/course-2.svg', link: '/ro/shop' }],
};

export const emptyCourseFixture: CourseContent = {
  course: { id: 6, name: text('Curs nou'), published: false },
  chapters: [],
  loose_videos: [],
  protocols: [],
  banners: [],
};
