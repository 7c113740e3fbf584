import type { Db } from '../db/client';
import {
  courseBanners,
  courseCategories,
  courseChapters,
  courseModules,
  courses,
  courseTagLinks,
  courseTags,
  courseVideos,
  protocols,
} from '../db/schema';
import { COURSE_CATEGORIES, COURSE_MODULES, type DemoCourse } from './data/course-catalogue';
import {
  COURSE_CHAPTERS,
  COURSE_DESCRIPTION,
  COURSE_TAGS,
  LESSON_TITLE,
  PROTOCOL_TITLE,
} from './data/course-texts';
import { AESTHETIC_MEDICINE_COURSES } from './data/courses-aesthetic-medicine';
import { COSMETOLOGY_COURSES } from './data/courses-cosmetology';
import { LONGEVITY_COURSES } from './data/courses-longevity';
import { MASSAGE_COURSES } from './data/courses-massage';
import { fill, media, t } from './text';

/** Every demo course, category by category: a course's position (and id) is its place here. */
const COURSES: DemoCourse[] = [
  ...COSMETOLOGY_COURSES,
  ...AESTHETIC_MEDICINE_COURSES,
  ...MASSAGE_COURSES,
  ...LONGEVITY_COURSES,
];
/** A number as a translated text (the same in every language), for `fill`. */
const num = (n: number) => t(String(n), String(n), String(n), String(n), String(n));

export async function seedCourses(db: Db) {
  await db
    .insert(courseCategories)
    .values(COURSE_CATEGORIES.map((c, i) => ({ ...c, position: i })));
  const moduleIds = new Map<number, number[]>();
  for (const [category, names] of Object.entries(COURSE_MODULES)) {
    const rows = await db
      .insert(courseModules)
      .values(names.map((name, position) => ({ categoryId: Number(category), name, position })))
      .returning({ id: courseModules.id });
    moduleIds.set(
      Number(category),
      rows.map((r) => r.id),
    );
  }
  const tagIds = (
    await db
      .insert(courseTags)
      .values(COURSE_TAGS.map((title) => ({ title })))
      .returning()
  ).map((r) => r.id);
  const slugs = Object.fromEntries(COURSE_CATEGORIES.map((c) => [c.id, c.slug]));
  const ids: number[] = [];
  for (const [
    i,
    [category, moduleIndex, name, price, discount, isFree, isNew],
  ] of COURSES.entries()) {
    const cover = media(`courses/${slugs[category]}-${(i % 3) + 1}.svg`);
    const [course] = await db
      .insert(courses)
      .values({
        name,
        description: fill(COURSE_DESCRIPTION, { name }),
        image: cover,
        imageThumbnail: cover,
        discount,
        // The trailer is no lesson's file: a lesson's MP4 is served with a signed URL only.
        previewVideoLink: media('trailer.mp4'),
        price,
        time: `${2 + (i % 5)}:${i % 2 ? '30' : '15'}:00`,
        categoryId: category,
        moduleId: moduleIds.get(category)?.[moduleIndex] ?? null,
        isNew,
        isFree,
        completionCertificate: media('certificates/course-certificate.pdf'),
        position: i,
      })
      .returning({ id: courses.id });
    if (!course) continue;
    ids.push(course.id);
    await db.insert(courseTagLinks).values([
      { courseId: course.id, tagId: tagIds[0] ?? 1 },
      { courseId: course.id, tagId: tagIds[1 + (i % 3)] ?? 1 },
    ]);
    const chapters = await db
      .insert(courseChapters)
      .values(
        COURSE_CHAPTERS.map(([chapter, description], position) => ({
          courseId: course.id,
          name: chapter,
          description,
          position,
        })),
      )
      .returning({ id: courseChapters.id });
    // Every chapter lists its videos: one in the introduction and the theory, two in the practice.
    const chapterOf = (n: number) => chapters[Math.min(n, chapters.length) - 1]?.id ?? null;
    await db.insert(courseVideos).values(
      [1, 2, 3, 4].map((n) => {
        const kind = n <= 2 ? 'theoretical' : 'practical';
        return {
          courseId: course.id,
          chapterId: chapterOf(n),
          title: fill(LESSON_TITLE[kind], { n: num(n) }),
          kind,
          time: `00:${String(8 + n * 3).padStart(2, '0')}:00`,
          videoLink: media(kind === 'theoretical' ? 'theory.mp4' : 'practice.mp4'),
          imageThumbnail: media(
            kind === 'theoretical' ? 'video/thumb-theory.svg' : 'video/thumb-practice.svg',
          ),
          position: n,
          // The first lesson of each course is its free preview: a visitor plays it on the page.
          freePreview: n === 1,
        };
      }),
    );
    await db.insert(courseBanners).values({
      courseId: course.id,
      image: media(`banners/banner-${(i % 3) + 1}.svg`),
      link: '/ro/promotions',
    });
    await db.insert(protocols).values({
      courseId: course.id,
      title: fill(PROTOCOL_TITLE, { name }),
      file: media(`protocols/protocol-${(i % 3) + 1}.pdf`),
    });
  }
  return ids;
}
