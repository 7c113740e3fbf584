import type { Course } from '@academy/contract';
import type { CourseDetail } from '../api/courses';

/** The courses whose first lesson is a free preview anyone may watch (issue 25). */
const WITH_FREE_PREVIEW = new Set([2, 4]);

/** A paid video of the course page: no link (the course detail answers none). */
const paid = (id: number, title: string, time: string) => ({
  id,
  title,
  time,
  free_preview: false,
  hls: null,
  poster: null,
  video_link: null,
});

/** The instructor every demo course names (the academy's author). */
export const instructorFixture = {
  id: 1,
  name: 'Dr. Ecaterina Lungu',
  photo: '/demo/catalogue/person-5.svg',
  specialization: 'Dermatolog, cosmetolog, medic al longevității',
  bio: '20 de ani de practică și peste 5000 de studenți.',
};

/**
 * The course page's detail (designed): the public course with its description (rich text), what
 * the buyer will learn, its instructor, chapters and videos; courses 2 and 4 open their first
 * lesson to anyone (signed links as the server gives them).
 */
export function courseDetailFixture(summary: Course): CourseDetail {
  const first = WITH_FREE_PREVIEW.has(summary.id)
    ? {
        ...paid(1, 'Introducere', '12:30'),
        free_preview: true,
        poster: '/demo/catalogue/course-2.svg',
        video_link: `/demo/video/theory.mp4?t=preview-${summary.id}`,
      }
    : paid(1, 'Introducere', '12:30');
  const videos = [
    first,
    paid(2, 'Anatomia zonei', '24:10'),
    paid(3, 'Demonstrație practică', '1:01:45'),
  ];
  return {
    ...summary,
    description: `<p>${summary.title}: teorie, demonstrații și protocoale de lucru.</p><ul><li>Cazuri reale filmate în cabinet</li><li>Protocoale de descărcat</li></ul>`,
    outcomes: [
      'Evaluați pacientul și alegeți procedura potrivită',
      'Efectuați procedura pas cu pas, în siguranță',
      'Aplicați protocoalele cursului din prima zi',
    ],
    instructor: instructorFixture,
    course_content: [
      {
        id: 1,
        name: 'Anatomie și indicații',
        description: 'Structura pielii și alegerea pacientului.',
        videos: videos.slice(0, 2),
      },
      {
        id: 2,
        name: 'Protocolul pas cu pas',
        description: 'Pregătire, tehnică și îngrijire după.',
        videos: videos.slice(2),
      },
    ],
    total_video_count: 3,
    total_theoretical_video: 2,
    total_practical_video: 1,
    videos,
    final_price: Math.trunc(summary.price * (1 - summary.discount / 100)),
    has_access: false,
    access_id: null,
  };
}
