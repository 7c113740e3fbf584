import type { AccessRecord, Course, Language } from '@academy/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificates,
  courseAccess,
  courseBanners,
  courseChapters,
  courses,
  courseTagLinks,
  courseTags,
  courseVideoAccess,
  courseVideos,
  profiles,
  users,
} from '../../db/schema';
import { pick } from '../../lib/i18n';
import { arrangedOrder, findOr404 } from '../../lib/queries';
import { playerVideoPaths } from '../media/video-paths';
import { accessCertificateView } from './completion.service';

type CourseRow = typeof courses.$inferSelect;

/** Price after the discount percent, truncated to an integer (spec 9, course cards). */
/**
 * A course the catalogue shows, by id; 404 for a missing or unpublished one (unless `drafts`:
 * a staff preview of its page).
 */
export const findActiveCourse = (db: Db, id: number, drafts = false) =>
  findOr404(db, courses, and(eq(courses.id, id), drafts ? undefined : eq(courses.isActive, true)));

/** The id of the user's access record of a course; null when they have not bought it. */
export async function accessIdOf(db: Db, userId: number, courseId: number) {
  const [access] = await db
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));
  return access?.id ?? null;
}

export const finalPrice = (row: Pick<CourseRow, 'price' | 'discount'>) =>
  Math.trunc((row.price * (100 - row.discount)) / 100);

async function tagsByCourse(db: Db, ids: number[], lang: Language) {
  const map = new Map<number, { id: number; title: string }[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ courseId: courseTagLinks.courseId, id: courseTags.id, title: courseTags.title })
    .from(courseTagLinks)
    .innerJoin(courseTags, eq(courseTags.id, courseTagLinks.tagId))
    .where(inArray(courseTagLinks.courseId, ids))
    .orderBy(asc(courseTags.id));
  for (const row of rows) {
    const list = map.get(row.courseId) ?? [];
    list.push({ id: row.id, title: pick(row.title, lang) });
    map.set(row.courseId, list);
  }
  return map;
}

export async function courseViews(db: Db, rows: CourseRow[], lang: Language): Promise<Course[]> {
  const tags = await tagsByCourse(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((row) => {
    const name = pick(row.name, lang);
    return {
      id: row.id,
      name,
      title: name,
      image: row.image,
      image_thumbnail: row.imageThumbnail,
      discount: row.discount,
      preview_video_link: row.previewVideoLink,
      brand: tags.get(row.id) ?? [],
      price: row.price,
      time: row.time,
      category: row.categoryId,
      module: row.moduleId,
      is_new: row.isNew,
      is_free: row.isFree,
    };
  });
}

/** Chapters, videos and banners of some courses, grouped by course id. */
export async function courseParts(db: Db, ids: number[]) {
  if (ids.length === 0) return { chapters: [], videos: [], banners: [] };
  const [chapters, videos, banners] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(inArray(courseChapters.courseId, ids))
      .orderBy(...arrangedOrder(courseChapters)),
    db
      .select()
      .from(courseVideos)
      .where(inArray(courseVideos.courseId, ids))
      .orderBy(...arrangedOrder(courseVideos)),
    db
      .select()
      .from(courseBanners)
      .where(inArray(courseBanners.courseId, ids))
      .orderBy(asc(courseBanners.id)),
  ]);
  return { chapters, videos, banners };
}

/** Full access records (spec 3) with course content and the user's watch state. */
export async function accessViews(
  db: Db,
  accessRows: (typeof courseAccess.$inferSelect)[],
  lang: Language,
): Promise<AccessRecord[]> {
  if (accessRows.length === 0) return [];
  const courseIds = [...new Set(accessRows.map((a) => a.courseId))];
  const userIds = [...new Set(accessRows.map((a) => a.userId))];
  const [courseRows, tags, parts, watch, issued, rates] = await Promise.all([
    db.select().from(courses).where(inArray(courses.id, courseIds)),
    tagsByCourse(db, courseIds, lang),
    courseParts(db, courseIds),
    db
      .select()
      .from(courseVideoAccess)
      .where(
        inArray(
          courseVideoAccess.accessId,
          accessRows.map((a) => a.id),
        ),
      )
      .orderBy(asc(courseVideoAccess.id)),
    db
      .select({ userId: profiles.userId, certificate: certificates })
      .from(certificates)
      .innerJoin(profiles, eq(profiles.id, certificates.userProfileId))
      .where(and(inArray(profiles.userId, userIds), inArray(certificates.courseId, courseIds))),
    db
      .select({ id: users.id, rate: users.playbackRate })
      .from(users)
      .where(inArray(users.id, userIds)),
  ]);
  const byId = new Map(courseRows.map((c) => [c.id, c]));
  return accessRows.flatMap((access) => {
    const course = byId.get(access.courseId);
    if (!course) return [];
    const entries = watch.filter((w) => w.accessId === access.id);
    const chapters = parts.chapters.filter((ch) => ch.courseId === course.id);
    const videos = parts.videos
      .filter((v) => v.courseId === course.id)
      .map((v) => {
        const entry = entries.find((w) => w.videoId === v.id);
        return {
          id: v.id,
          image_thumbnail: v.imageThumbnail,
          title: pick(v.title, lang),
          time: v.time,
          duration: v.time,
          // Unsigned: the access routes sign them for their user (media/signed-links.ts).
          ...playerVideoPaths(v),
          kind: v.kind as 'theoretical' | 'practical',
          chapter: chapters.some((ch) => ch.id === v.chapterId) ? v.chapterId : null,
          watched: entry?.watched ?? false,
          how_many_viewed: entry?.howManyViewed ?? 0,
          entry: entry?.id ?? null,
          position: entry?.resumeSeconds ?? 0,
        };
      });
    const certificate = issued.find(
      (i) => i.userId === access.userId && i.certificate.courseId === course.id,
    )?.certificate;
    const content = chapters.map((ch) => ({
      id: ch.id,
      name: pick(ch.name, lang),
      description: pick(ch.description, lang),
      videos: videos.filter((v) => v.chapter === ch.id),
    }));
    const loose = videos.filter((v) => v.chapter === null);
    return [
      {
        id: access.id,
        full_progress: access.fullProgress,
        course: {
          id: course.id,
          name: pick(course.name, lang),
          image_thumbnail: course.imageThumbnail,
          time: course.time,
          total_video_count: videos.length,
          brand: tags.get(course.id) ?? [],
          course_content: content,
          loose_videos: loose,
          total_practical_video: videos.filter((v) => v.kind === 'practical').length,
          total_theoretical_video: videos.filter((v) => v.kind === 'theoretical').length,
          stock_for_course: parts.banners
            .filter((b) => b.courseId === course.id)
            .map((b) => ({ id: b.id, image: b.image, link: b.link })),
          completion_certificate: course.completionCertificate,
          courses_video: [...content.flatMap((ch) => ch.videos), ...loose].map((v) => ({
            ...v,
            course_video: v.id,
          })),
        },
        access_courses_video_info: entries.map((w) => ({
          id: w.id,
          video: w.videoId,
          watched: w.watched,
          how_many_viewed: w.howManyViewed,
        })),
        certificate: accessCertificateView(certificate),
        playback_rate: rates.find((r) => r.id === access.userId)?.rate ?? 1,
      },
    ];
  });
}
