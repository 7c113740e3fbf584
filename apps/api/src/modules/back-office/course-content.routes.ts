import { backOfficeCourseContentEndpoints as content } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deleteRoute, route } from '../../lib/route';
import { uploadTarget } from '../../lib/uploads';
import {
  courseContent,
  createChapter,
  deleteChapter,
  orderChapters,
  renameChapter,
} from './course-content.service';
import {
  createBanner,
  createProtocol,
  deleteBanner,
  deleteProtocol,
  updateBanner,
  updateProtocol,
} from './course-content-files.service';
import {
  createVideo,
  deleteVideo,
  orderVideos,
  updateVideo,
  videoProcessing,
} from './course-content-videos.service';

/** Authoring of a course's chapters, videos, protocols and banners (issue 27): handlers of the contract's `backOfficeCourseContentEndpoints`. */
export const backOfficeCourseContentRoutes = new Hono<AppEnv>();
const routes = backOfficeCourseContentRoutes;

route(routes, content.content, async (_c, { db, id, json }) => json(await courseContent(db, id)));

route(routes, content.createChapter, async (_c, { db, id, user, body, json }) =>
  json(await createChapter(db, user.id, id, body.name), 201),
);

route(routes, content.orderChapters, async (_c, { db, id, user, body, empty }) => {
  await orderChapters(db, user.id, id, body);
  return empty();
});

route(routes, content.renameChapter, async (_c, { db, id, user, body, json }) =>
  json(await renameChapter(db, user.id, id, body.name)),
);

deleteRoute(routes, content.deleteChapter, deleteChapter);

route(routes, content.createVideo, async (_c, { db, id, user, body, json }) =>
  json(await createVideo(db, user.id, id, body), 201),
);

route(routes, content.updateVideo, async (_c, { db, id, user, body, json }) =>
  json(await updateVideo(db, user.id, id, body)),
);

route(routes, content.orderVideos, async (_c, { db, id, user, body, empty }) => {
  await orderVideos(db, user.id, id, body);
  return empty();
});

route(routes, content.deleteVideo, async (c, { db, id, user, empty }) => {
  await deleteVideo(db, c.var.services.storage, user.id, id);
  return empty();
});

route(routes, content.videoProcessing, async (_c, { db, id, json }) =>
  json(await videoProcessing(db, id)),
);

route(routes, content.createProtocol, async (c, { db, id, user, body, json }) =>
  json(await createProtocol(db, uploadTarget(c), user.id, id, body), 201),
);

route(routes, content.updateProtocol, async (_c, { db, id, user, body, json }) =>
  json(await updateProtocol(db, user.id, id, body.title)),
);

route(routes, content.deleteProtocol, async (c, { db, id, user, empty }) => {
  await deleteProtocol(db, uploadTarget(c), user.id, id);
  return empty();
});

route(routes, content.createBanner, async (_c, { db, id, user, body, json }) =>
  json(await createBanner(db, user.id, id, body), 201),
);

route(routes, content.updateBanner, async (_c, { db, id, user, body, json }) =>
  json(await updateBanner(db, user.id, id, body)),
);

deleteRoute(routes, content.deleteBanner, deleteBanner);
