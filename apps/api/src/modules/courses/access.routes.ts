import {
  accessListSchema,
  accessPatchResponseSchema,
  accessPatchSchema,
  accessRecordSchema,
  clearResponseSchema,
  courseUpdateListSchema,
  isLanguage,
  isProgressComplete,
  normalizeProgress,
  protocolListSchema,
  videoAccessCreateSchema,
  videoAccessPatchSchema,
  videoAccessResponseSchema,
} from '@academy/contract';
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
import { findOwned, notYours, ownRowsNewestFirst } from '../../lib/queries';
import { route } from '../../lib/route';
import {
  accessCertificateView,
  type CompletionDeps,
  syncCourseProgress,
} from './completion.service';
import { accessViews } from './course.view';

export const accessRoutes = new Hono<AppEnv>();
const common = { tag: 'courses', auth: 'token' as const };

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

route(
  accessRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/courses/access_list/'],
    summary: "The user's purchased courses with content and watch state",
    responses: { 200: { description: 'Access records', schema: accessListSchema } },
  },
  async (c, { user, lang }) => {
    const rows = await ownRowsNewestFirst(c.var.db, courseAccess, user.id);
    return c.json(await accessViews(c.var.db, rows, lang));
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/courses/access_list/{id}/'],
    summary: 'One access record (the player, course-inner/{id})',
    responses: {
      200: { description: 'Access record', schema: accessRecordSchema },
      404: notYours,
    },
  },
  async (c, { user, lang, id }) => {
    const row = await ownAccess(c.var.db, user.id, id);
    const [view] = await accessViews(c.var.db, [row], lang);
    if (!view) throw notFound();
    return c.json(view);
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'patch',
    paths: ['/courses/access_list/{id}/'],
    summary:
      'Course progress: the body of the spec is accepted, but the server stores the mean of the ' +
      'video entries it stored (full_progress sent is not trusted); 100 issues the certificate',
    body: accessPatchSchema,
    responses: {
      200: { description: 'Saved', schema: accessPatchResponseSchema },
      404: notYours,
    },
  },
  async (c, { user, id, body }) => {
    const access = await ownAccess(c.var.db, user.id, id);
    const lang = isLanguage(body.lang) ? body.lang : undefined;
    const { fullProgress, certificate } = await syncCourseProgress(completionDeps(c), access, lang);
    return c.json({
      id: access.id,
      full_progress: fullProgress,
      certificate: accessCertificateView(certificate),
    });
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'post',
    paths: ['/courses/access-course-video/'],
    summary:
      'First progress report of a video: creates the entry (again: updates it); the course ' +
      'progress is recomputed (answered as full_progress), 100 issues the certificate',
    body: videoAccessCreateSchema,
    responses: {
      201: { description: 'Created', schema: videoAccessResponseSchema },
      400: { description: 'Field errors (video not in this course)' },
      404: notYours,
    },
  },
  async (c, { user, body }) => {
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
    return c.json(videoAccessView(row, fullProgress), 201);
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'patch',
    paths: ['/courses/access-course-video/{id}/'],
    summary:
      'Later progress reports of a video; watched is true exactly at 100; the course progress ' +
      'is recomputed (full_progress), 100 issues the certificate',
    body: videoAccessPatchSchema,
    responses: {
      200: { description: 'Saved', schema: videoAccessResponseSchema },
      404: notYours,
    },
  },
  async (c, { user, id, body }) => {
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
    return c.json(videoAccessView(row, fullProgress));
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/courses/courses-updates/'],
    summary: 'Purchased courses with new videos or protocols since the last clear',
    responses: { 200: { description: 'Update notices', schema: courseUpdateListSchema } },
  },
  async (c, { user, lang }) => {
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
    return c.json([...grouped.values()]);
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/courses/courses-updates/clear', '/{lang}/courses/courses-updates/clear/'],
    summary: 'Marks the update notices as seen',
    responses: { 200: { description: 'Cleared', schema: clearResponseSchema } },
  },
  async (c, { user }) => {
    const rows = await c.var.db
      .update(courseAccess)
      .set({ notifiedAt: sql`now()` })
      .where(eq(courseAccess.userId, user.id))
      .returning({ id: courseAccess.id });
    return c.json({ cleared: rows.length });
  },
);

route(
  accessRoutes,
  {
    ...common,
    method: 'get',
    paths: ['/{lang}/courses/protocols/'],
    summary: 'Protocol files of the purchased courses',
    responses: { 200: { description: 'Protocols', schema: protocolListSchema } },
  },
  async (c, { user, lang }) => {
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
    return c.json(
      rows.map(({ protocol, courseName }) => ({
        id: protocol.id,
        title: pick(protocol.title, lang),
        file: protocol.file,
        course: { id: protocol.courseId, name: pick(courseName, lang) },
      })),
    );
  },
);
