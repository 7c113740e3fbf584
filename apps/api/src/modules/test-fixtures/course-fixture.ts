import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { courseCategories, courseChapters, courses, courseVideos } from '../../db/schema';
import { media, t } from '../../seed/text';

export const courseRequestSchema = z.object({
  /** Lessons of the course, none uploaded yet (a journey uploads their videos). */
  videos: z.number().int().min(1).max(4).default(1),
});

const same = (text: string) => t(text, text, text, text, text);

/**
 * A course of a journey's own: one chapter and `videos` lessons with no video file yet, so a
 * journey can upload, process and play them without touching the seeded courses other journeys
 * watch. Paid (100 €), in the first category.
 */
export async function createFixtureCourse(db: Db, input: z.infer<typeof courseRequestSchema>) {
  const [category] = await db
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .orderBy(courseCategories.position)
    .limit(1);
  if (!category) throw new Error('no course category: seed the database first');
  const name = `Test course ${randomUUID().slice(0, 8)}`;
  const cover = media('courses/cosmetology-1.svg');
  const [course] = await db
    .insert(courses)
    .values({
      name: same(name),
      description: same(`<p>${name}</p>`),
      image: cover,
      imageThumbnail: cover,
      price: 100,
      time: '00:10:00',
      categoryId: category.id,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('insert returned no row');
  const [chapter] = await db
    .insert(courseChapters)
    .values({ courseId: course.id, name: same('Lessons'), description: same(''), position: 0 })
    .returning({ id: courseChapters.id });
  const videos = await db
    .insert(courseVideos)
    .values(
      Array.from({ length: input.videos }, (_, n) => ({
        courseId: course.id,
        chapterId: chapter?.id ?? null,
        title: same(`Lesson ${n + 1}`),
        kind: 'theoretical',
        time: '00:00:00',
        videoLink: '',
        imageThumbnail: media('video/thumb-theory.svg'),
        position: n,
      })),
    )
    .returning({ id: courseVideos.id });
  return { id: course.id, name, videos: videos.map((video) => video.id) };
}
