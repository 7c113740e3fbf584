import type { CourseDetail } from '../../api/courses';

/**
 * The course's chapters as its page lists them: each chapter with its videos, and a video of no
 * chapter under a last chapter named `looseName` (id 0).
 */
export function courseChapters(course: CourseDetail, looseName: string) {
  const inChapters = new Set(course.course_content.flatMap((c) => c.videos.map((v) => v.id)));
  const unchaptered = course.videos.filter((video) => !inChapters.has(video.id));
  return [
    ...course.course_content,
    ...(unchaptered.length > 0
      ? [{ id: 0, name: looseName, description: null, videos: unchaptered }]
      : []),
  ];
}
