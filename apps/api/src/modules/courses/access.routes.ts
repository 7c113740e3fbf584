import { isLanguage, isProgressComplete, normalizeProgress } from '@academy/contract';
import { coursesEndpoints } from '@academy/contract/endpoints';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
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
import { route } from '../../lib/route';
import {
  accessCertificateView,
  type CompletionDeps,
  syncCourseProgress,
} from './completion.service';
import { accessViews } from './course.view';

export const accessRoutes = new Hono<AppEnv>();

const videoAccessView = (row: typeof courseVideoAccess.$inferSelect, fullProgress: number) => ({
  id: row.id,
  access_to_courses: row.accessId,
  video: row.videoId,
  watched: row.watched,
  how_many_viewed: row.howManyViewed,
  full_progress: fullProgress,
});

const completionDeps = (c: Context<AppEnv>): CompletionDeps => ({
  db: c.var.db,
  outbox: c.var.services.outbox,
});

/** A later report of a video: progress never goes back (a replay from the start keeps it). */
const keepBestProgress = (viewed: number) => ({
  howManyViewed: sql`greatest(${courseVideoAccess.howManyViewed}, ${viewed})`,
  watched: sql`${courseVideoAccess.watched} or ${isProgressComplete(viewed)}`,
});

const ownAccess = (db: Db, userId: number, id: number) =>
  findOwned(db, courseAccess, courseAccess.userId, { id, userId });

route(accessRoutes, coursesEndpoints.accessList, async (c, { user, lang, json }) => {
  const rows = await ownRowsNewestFirst(c.var.db, courseAccess, user.id);
  return json(await accessViews(c.var.db, rows, lang));
});

route(accessRoutes, coursesEndpoints.access, async (c, { user, lang, id, json }) => {
  const row = await ownAccess(c.var.db, user.id, id);
  const [view] = await accessViews(c.var.db, [row], lang);
  if (!view) throw notFound();
  return json(view);
});

route(accessRoutes, coursesEndpoints.updateAccess, async (c, { user, id, body, json }) => {
  const access = await ownAccess(c.var.db, user.id, id);
  const lang = isLanguage(body.lang) ? body.lang : undefined;
  const { fullProgress, certificate } = await syncCourseProgress(completionDeps(c), access, lang);
  return json({
    id: access.id,
    full_progress: fullProgress,
    certificate: accessCertificateView(certificate),
  });
});

route(accessRoutes, coursesEndpoints.startVideo, async (c, { user, body, json }) => {
  const { db } = c.var;
  const access = await ownAccess(db, user.id, body.access_to_courses);
  const [video] = await db
    .select({ id: courseVideos.id })
    .from(courseVideos)
    .where(and(eq(courseVideos.id, body.video), eq(courseVideos.courseId, access.courseId)));
  if (!video) throw new FieldError({ video: ['This video is not part of the course.'] });
  const viewed = normalizeProgress(body.how_many_viewed);
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
  const { fullProgress } = await syncCourseProgress(completionDeps(c), access);
  return json(videoAccessView(row, fullProgress), 201);
});

route(accessRoutes, coursesEndpoints.updateVideo, async (c, { user, id, body, json }) => {
  const { db } = c.var;
  const [own] = await db
    .select({ access: courseAccess })
    .from(courseVideoAccess)
    .innerJoin(courseAccess, eq(courseAccess.id, courseVideoAccess.accessId))
    .where(and(eq(courseVideoAccess.id, id), eq(courseAccess.userId, user.id)));
  if (!own) throw notFound();
  const viewed = normalizeProgress(body.how_many_viewed);
  const [row] = await db
    .update(courseVideoAccess)
    .set(keepBestProgress(viewed))
    .where(eq(courseVideoAccess.id, id))
    .returning();
  if (!row) throw notFound();
  const { fullProgress } = await syncCourseProgress(completionDeps(c), own.access);
  return json(videoAccessView(row, fullProgress));
});

route(accessRoutes, coursesEndpoints.updates, async (c, { user, lang, json }) => {
  const rows = await c.var.db
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
    .where(eq(courseAccess.userId, user.id))
    .orderBy(desc(courseUpdateNotices.created));
  const grouped = new Map<
    number,
    {
      id: number;
      course: { id: number; name: string };
      kinds: ('video' | 'protocol')[];
      updated_at: string;
    }
  >();
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
  return json([...grouped.values()]);
});

route(accessRoutes, coursesEndpoints.clearUpdates, async (c, { user, json }) => {
  const rows = await c.var.db
    .update(courseAccess)
    .set({ notifiedAt: sql`now()` })
    .where(eq(courseAccess.userId, user.id))
    .returning({ id: courseAccess.id });
  return json({ cleared: rows.length });
});

route(accessRoutes, coursesEndpoints.protocols, async (c, { user, lang, json }) => {
  const { db } = c.var;
  const owned = db
    .select({ id: courseAccess.courseId })
    .from(courseAccess)
    .where(eq(courseAccess.userId, user.id));
  const rows = await db
    .select({ protocol: protocols, courseName: courses.name })
    .from(protocols)
    .innerJoin(courses, eq(courses.id, protocols.courseId))
    .where(inArray(protocols.courseId, owned))
    .orderBy(asc(protocols.courseId), asc(protocols.id));
  return json(
    rows.map(({ protocol, courseName }) => ({
      id: protocol.id,
      title: pick(protocol.title, lang),
      file: protocol.file,
      course: { id: protocol.courseId, name: pick(courseName, lang) },
    })),
  );
});
