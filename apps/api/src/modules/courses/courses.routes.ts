import { COURSES_PAGE_SIZE } from '@academy/contract';
import type { AnswerIn } from '@academy/contract/endpoint';
import { coursesEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { courseCategories, courseModules, courses } from '../../db/schema';
import { PRIVATE_CACHE_CONTROL, sendStored } from '../../lib/cached-answer';
import { notFound } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { arrangedOrder, pagedList } from '../../lib/queries';
import { route } from '../../lib/route';
import { accessIdOf, courseParts, courseViews, finalPrice, findActiveCourse } from './course.view';

export const coursesRoutes = new Hono<AppEnv>();

route(coursesRoutes, coursesEndpoints.courses, (c, { query, lang, cached }) =>
  cached({ tags: ['courses'] }, async () => {
    const { db } = c.var;
    const filters: (SQL | undefined)[] = [eq(courses.isActive, true)];
    if (query.category) filters.push(eq(courses.categoryId, query.category));
    if (query.module) filters.push(eq(courses.moduleId, query.module));
    if (query.is_free) filters.push(eq(courses.isFree, query.is_free === 'true'));
    if (query.discounted === 'true') filters.push(gt(courses.discount, 0));
    return pagedList(c, {
      from: courses,
      where: and(...filters),
      orderBy: arrangedOrder(courses),
      page: query.page,
      pageSize: query.page_size ?? COURSES_PAGE_SIZE,
      views: (rows) => courseViews(db, rows, lang),
    });
  }),
);

type CourseAnswer = AnswerIn<typeof coursesEndpoints.course>;

route(coursesRoutes, coursesEndpoints.course, async (c, { id, lang, user, json, raw }) => {
  // The course as anyone sees it is cached (per language); a token's user gets it with their
  // own access added, built per request and never stored.
  const key = `courses|detail|${lang}|${id}`;
  const answer = await c.var.services.cache.json(
    key,
    ['courses'],
    async (): Promise<CourseAnswer> => {
      const { db } = c.var;
      const row = await findActiveCourse(db, id);
      const [[view], parts] = await Promise.all([
        courseViews(db, [row], lang),
        courseParts(db, [row.id]),
      ]);
      if (!view) throw notFound();
      const summary = (v: (typeof parts.videos)[number]) => ({
        id: v.id,
        title: pick(v.title, lang),
        time: v.time,
      });
      const chapters = parts.chapters.map((ch) => ({
        id: ch.id,
        name: pick(ch.name, lang),
        description: pick(ch.description, lang),
        videos: parts.videos.filter((v) => v.chapterId === ch.id).map(summary),
      }));
      const loose = parts.videos.filter((v) => !chapters.some((ch) => ch.id === v.chapterId));
      return {
        ...view,
        description: pick(row.description, lang),
        course_content: chapters,
        total_video_count: parts.videos.length,
        total_practical_video: parts.videos.filter((v) => v.kind === 'practical').length,
        total_theoretical_video: parts.videos.filter((v) => v.kind === 'theoretical').length,
        videos: [...chapters.flatMap((ch) => ch.videos), ...loose.map(summary)],
        final_price: row.isFree ? 0 : finalPrice(row),
        has_access: false,
        access_id: null,
      };
    },
  );
  if (!user) return raw(sendStored(c, answer, { varyAuthorization: true }));
  const accessId = await accessIdOf(c.var.db, user.id, id);
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  c.header('Vary', 'Authorization', { append: true });
  return json({
    // The value stored above, by the produce function typed just there.
    ...(answer.value as CourseAnswer),
    has_access: accessId !== null,
    access_id: accessId,
  });
});

route(coursesRoutes, coursesEndpoints.categories, (c, { lang, cached }) =>
  cached({ tags: ['courses'] }, async () => {
    const rows = await c.var.db
      .select()
      .from(courseCategories)
      .orderBy(asc(courseCategories.position));
    return rows.map((r) => ({ id: r.id, name: pick(r.name, lang), slug: r.slug }));
  }),
);

route(coursesRoutes, coursesEndpoints.modules, (c, { query, lang, cached }) =>
  cached({ tags: ['courses'] }, async () => {
    const rows = await c.var.db
      .select()
      .from(courseModules)
      .where(query.category_id ? eq(courseModules.categoryId, query.category_id) : undefined)
      .orderBy(...arrangedOrder(courseModules));
    return rows.map((r) => ({ id: r.id, name: pick(r.name, lang), category: r.categoryId }));
  }),
);
