import { isProgressComplete, type Language, normalizeProgress } from '@academy/contract';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseAccess,
  courses,
  courseUpdateNotices,
  courseVideoAccess,
  courseVideos,
  protocols,
  users,
} from '../../db/schema';
import { FieldError, notFound } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { findOwned, ownRowsNewestFirst } from '../../lib/queries';
import {
  accessCertificateView,
  type CompletionDeps,
  syncCourseProgress,
} from './completion.service';
import { accessViews } from './course.view';

type AccessRow = typeof courseAccess.$inferSelect;

/** A video report as the routes take it: the spec's percent, and where and how fast it plays. */
interface VideoReport {
  how_many_viewed: number;
  position?: number | undefined;
  rate?: number | undefined;
}

/** The answer to a report: the entry, and what the course became after it (one call a step). */
const videoAccessView = (
  row: typeof courseVideoAccess.$inferSelect,
  course: Awaited<ReturnType<typeof syncCourseProgress>>,
) => ({
  id: row.id,
  access_to_courses: row.accessId,
  video: row.videoId,
  watched: row.watched,
  how_many_viewed: row.howManyViewed,
  position: row.resumeSeconds,
  full_progress: course.fullProgress,
  certificate: accessCertificateView(course.certificate),
});

/**
 * A later report of a video: progress never goes back (a replay from the start keeps it); the
 * position is the latest reported (a replay from the start resumes there).
 */
const keepBestProgress = (viewed: number, position: number | undefined) => ({
  howManyViewed: sql`greatest(${courseVideoAccess.howManyViewed}, ${viewed})`,
  watched: sql`${courseVideoAccess.watched} or ${isProgressComplete(viewed)}`,
  ...(position === undefined ? {} : { resumeSeconds: position }),
});

/** The speed a report carries is the user's, for every video and device (written on change). */
async function keepRate(db: Db, userId: number, rate: number | undefined) {
  if (rate === undefined) return;
  await db
    .update(users)
    .set({ playbackRate: rate })
    .where(and(eq(users.id, userId), ne(users.playbackRate, rate)));
}

/** The user's access record `id`; another user's is answered as missing (404). */
export const ownAccess = (db: Db, userId: number, id: number): Promise<AccessRow> =>
  findOwned(db, courseAccess, courseAccess.userId, { id, userId });

/** The user's access records as their views, newest first. */
export async function accessList(db: Db, userId: number, lang: Language) {
  return accessViews(db, await ownRowsNewestFirst(db, courseAccess, userId), lang);
}

/** One access record of the user, as its view. */
export async function accessDetail(db: Db, userId: number, id: number, lang: Language) {
  const [view] = await accessViews(db, [await ownAccess(db, userId, id)], lang);
  if (!view) throw notFound();
  return view;
}

/** A first report of a video of a bought course (or a later one of the same video: kept best). */
export async function reportVideoStart(
  deps: CompletionDeps,
  userId: number,
  report: VideoReport & { access_to_courses: number; video: number },
) {
  const { db } = deps;
  const access = await ownAccess(db, userId, report.access_to_courses);
  const [video] = await db
    .select({ id: courseVideos.id })
    .from(courseVideos)
    .where(and(eq(courseVideos.id, report.video), eq(courseVideos.courseId, access.courseId)));
  if (!video) throw new FieldError({ video: ['This video is not part of the course.'] });
  const viewed = normalizeProgress(report.how_many_viewed);
  const [row] = await db
    .insert(courseVideoAccess)
    .values({
      accessId: access.id,
      videoId: video.id,
      howManyViewed: viewed,
      watched: isProgressComplete(viewed),
      resumeSeconds: report.position ?? 0,
    })
    .onConflictDoUpdate({
      target: [courseVideoAccess.accessId, courseVideoAccess.videoId],
      set: keepBestProgress(viewed, report.position),
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  await keepRate(db, userId, report.rate);
  return videoAccessView(row, await syncCourseProgress(deps, access));
}

/** A later report of the user's video record `id`. */
export async function reportVideoProgress(
  deps: CompletionDeps,
  userId: number,
  id: number,
  report: VideoReport,
) {
  const { db } = deps;
  const [own] = await db
    .select({ access: courseAccess })
    .from(courseVideoAccess)
    .innerJoin(courseAccess, eq(courseAccess.id, courseVideoAccess.accessId))
    .where(and(eq(courseVideoAccess.id, id), eq(courseAccess.userId, userId)));
  if (!own) throw notFound();
  const viewed = normalizeProgress(report.how_many_viewed);
  const [row] = await db
    .update(courseVideoAccess)
    .set(keepBestProgress(viewed, report.position))
    .where(eq(courseVideoAccess.id, id))
    .returning();
  if (!row) throw notFound();
  await keepRate(db, userId, report.rate);
  return videoAccessView(row, await syncCourseProgress(deps, own.access));
}

interface CourseUpdate {
  id: number;
  course: { id: number; name: string };
  kinds: ('video' | 'protocol')[];
  updated_at: string;
}

/** The user's courses with content added since they last looked, one entry per course. */
export async function courseUpdates(db: Db, userId: number, lang: Language) {
  const rows = await db
    .select({
      accessId: courseAccess.id,
      courseId: courses.id,
      name: courses.name,
      kind: courseUpdateNotices.kind,
      created: courseUpdateNotices.created,
    })
    .from(courseAccess)
    .innerJoin(courses, eq(courses.id, courseAccess.courseId))
    .innerJoin(
      courseUpdateNotices,
      and(
        eq(courseUpdateNotices.courseId, courses.id),
        gt(courseUpdateNotices.created, courseAccess.notifiedAt),
      ),
    )
    .where(eq(courseAccess.userId, userId))
    .orderBy(desc(courseUpdateNotices.created));
  const grouped = new Map<number, CourseUpdate>();
  for (const row of rows) {
    const entry = grouped.get(row.accessId) ?? {
      id: row.accessId,
      course: { id: row.courseId, name: pick(row.name, lang) },
      kinds: [],
      updated_at: row.created.toISOString(),
    };
    const kind = row.kind === 'protocol' ? 'protocol' : 'video';
    if (!entry.kinds.includes(kind)) entry.kinds.push(kind);
    grouped.set(row.accessId, entry);
  }
  return [...grouped.values()];
}

/** Marks the user's updates seen; the number of access records touched. */
export async function clearCourseUpdates(db: Db, userId: number) {
  const rows = await db
    .update(courseAccess)
    .set({ notifiedAt: sql`now()` })
    .where(eq(courseAccess.userId, userId))
    .returning({ id: courseAccess.id });
  return rows.length;
}

/** The protocols of the courses the user has, by course. */
export async function ownProtocols(db: Db, userId: number, lang: Language) {
  const owned = db
    .select({ id: courseAccess.courseId })
    .from(courseAccess)
    .where(eq(courseAccess.userId, userId));
  const rows = await db
    .select({ protocol: protocols, courseName: courses.name })
    .from(protocols)
    .innerJoin(courses, eq(courses.id, protocols.courseId))
    .where(inArray(protocols.courseId, owned))
    .orderBy(asc(protocols.courseId), asc(protocols.id));
  return rows.map(({ protocol, courseName }) => ({
    id: protocol.id,
    title: pick(protocol.title, lang),
    file: protocol.file,
    course: { id: protocol.courseId, name: pick(courseName, lang) },
  }));
}
