import { coursesEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { PRIVATE_CACHE_CONTROL, sendStored } from '../../lib/cached-answer';
import { drawnPageCall } from '../../lib/drawn-page-call';
import { route } from '../../lib/route';
import { paginate } from '../../lib/route-url';
import { signedPreviews } from '../media/signed-links';
import {
  type CourseAnswer,
  categoryList,
  courseCatalogue,
  courseDetail,
  moduleList,
} from './catalogue.service';
import { accessIdOf } from './course.view';

export const coursesRoutes = new Hono<AppEnv>();

route(coursesRoutes, coursesEndpoints.courses, (c, { db, query, lang, cached }) =>
  cached({ tags: ['courses'] }, async () => paginate(c, await courseCatalogue(db, query, lang))),
);

route(coursesRoutes, coursesEndpoints.course, async (c, { db, id, lang, user, json, raw }) => {
  // A staff preview's drawing (server-pages.ts, never from outside): the course though
  // unpublished, built for this call alone and never kept.
  if (drawnPageCall(c)?.previewCourseId === id) {
    c.header('Cache-Control', 'private, no-store');
    return json(signedPreviews(c.var.config, await courseDetail(db, id, lang, true)));
  }
  // The course as anyone sees it is cached (per language); a token's user gets it with their
  // own access added, built per request and never stored.
  const key = `courses|detail|${lang}|${id}`;
  // A free preview's links are signed for anyone, for MEDIA_URL_SECONDS: far longer than the
  // answer is kept.
  const answer = await c.var.services.cache.json(key, ['courses'], async () =>
    signedPreviews(c.var.config, await courseDetail(db, id, lang)),
  );
  if (!user) return raw(sendStored(c, answer, { varyAuthorization: true }));
  const accessId = await accessIdOf(db, user.id, id);
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  c.header('Vary', 'Authorization', { append: true });
  return json({
    // The value stored above, by the produce function typed just there.
    ...(answer.value as CourseAnswer),
    has_access: accessId !== null,
    access_id: accessId,
  });
});

route(coursesRoutes, coursesEndpoints.categories, (_c, { db, lang, cached }) =>
  cached({ tags: ['courses'] }, () => categoryList(db, lang)),
);

route(coursesRoutes, coursesEndpoints.modules, (_c, { db, query, lang, cached }) =>
  cached({ tags: ['courses'] }, () => moduleList(db, query.category_id, lang)),
);
