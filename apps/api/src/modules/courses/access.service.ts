import { isProgressComplete, type Language, normalizeProgress } from '@academy/contract';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseAccess,
  courses,
  courseUpdateNotices,
  courseVideoAccess,
  courseVideos,
  protocols,
} from '../../db/schema';
import { FieldError, notFound } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { findOwned, ownRowsNewestFirst } from '../../lib/queries';
import { type CompletionDeps, syncCourseProgress } from './completion.service';
import { accessViews } from './course.view';

type AccessRow = typeof courseAccess.$inferSelect;

const videoAccessView = (row: typeof courseVideoAccess.$inferSelect, fullProgress: number) => ({
  id: row.id,
  access_to_courses: row.accessId,
  video: row.videoId,
  watched: row.watched,
  how_many_viewed: row.howManyViewed,
  full_progress: fullProgress,
});

/** A later report of a video: progress never goes back (a replay from the start keeps it). */
const keepBestProgress = (viewed: number) => ({
  howManyViewed: sql`greatest(${courseVideoAccess.howManyViewed}, ${viewed})`,
  watched: sql`${courseVideoAccess.watched} or ${isProgressComplete(viewed)}`,
});

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
  report: { access_to_courses: number; video: number; how_many_viewed: number },
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
    })
    .onConflictDoUpdate({
      target: [courseVideoAccess.accessId, courseVideoAccess.videoId],
      set: keepBestProgress(viewed),
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  const { fullProgress } = await syncCourseProgress(deps, access);
  return videoAccessView(row, fullProgress);
}

/** A later report of the user's video record `id`. */
export async function reportVideoProgress(
  deps: CompletionDeps,
  userId: number,
  id: number,
  howManyViewed: number,
) {
  const { db } = deps;
  const [own] = await db
    .select({ access: courseAccess })
    .from(courseVideoAccess)
    .innerJoin(courseAccess, eq(courseAccess.id, courseVideoAccess.accessId))
    .where(and(eq(courseVideoAccess.id, id), eq(courseAccess.userId, userId)));
  if (!own) throw notFound();
  const viewed = normalizeProgress(howManyViewed);
  const [row] = await db
    .update(courseVideoAccess)
    .set(keepBestProgress(viewed))
    .where(eq(courseVideoAccess.id, id))
    .returning();
  if (!row) throw notFound();
  const { fullProgress } = await syncCourseProgress(deps, own.access);
  return videoAccessView(row, fullProgress);
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
