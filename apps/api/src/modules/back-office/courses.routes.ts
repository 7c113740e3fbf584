import { backOfficeCoursesEndpoints as staff } from '@academy/contract/endpoints';
import { pagePath } from '@academy/contract/pages';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { coursePreviewToken } from '../../lib/course-preview';
import { deleteRoute, route } from '../../lib/route';
import { createCourse, deleteCourse, setCoursePublished, updateCourse } from './courses.service';
import { courseFormOptions, listCourses } from './courses-list.service';
import { courseRow, staffCourseView } from './courses-view';

/**
 * Authoring of courses: their texts, prices, flags, cover and publication (issue 27): handlers
 * of the contract's `backOfficeCoursesEndpoints`.
 */
export const backOfficeCoursesRoutes = new Hono<AppEnv>();

route(backOfficeCoursesRoutes, staff.courses, async (_c, { db, query, lang, json }) =>
  json(await listCourses(db, query, lang)),
);

route(backOfficeCoursesRoutes, staff.formOptions, async (_c, { db, lang, json }) =>
  json(await courseFormOptions(db, lang)),
);

route(backOfficeCoursesRoutes, staff.course, async (_c, { db, id, json }) =>
  json(await staffCourseView(db, await courseRow(db, id))),
);

route(backOfficeCoursesRoutes, staff.createCourse, async (_c, { db, user, body, json }) =>
  json(await createCourse(db, user.id, body), 201),
);

route(backOfficeCoursesRoutes, staff.updateCourse, async (_c, { db, id, user, body, json }) =>
  json(await updateCourse(db, user.id, id, body)),
);

route(backOfficeCoursesRoutes, staff.publishCourse, async (_c, { db, id, user, json }) =>
  json(await setCoursePublished(db, user.id, id, true)),
);

route(backOfficeCoursesRoutes, staff.unpublishCourse, async (_c, { db, id, user, json }) =>
  json(await setCoursePublished(db, user.id, id, false)),
);

deleteRoute(backOfficeCoursesRoutes, staff.deleteCourse, deleteCourse);

// The link of the course's public page that the server draws though unpublished (server-pages.ts).
route(backOfficeCoursesRoutes, staff.previewCourse, async (c, { db, id, lang, json }) => {
  await courseRow(db, id);
  const { token, expiresAt } = coursePreviewToken(c.var.config, id);
  return json(
    {
      url: `${pagePath(lang, 'course', { id })}?preview=${token}`,
      expires_at: expiresAt.toISOString(),
    },
    201,
  );
});
