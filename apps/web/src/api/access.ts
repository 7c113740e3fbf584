import type { accessRecordSchema } from '@academy/contract';
import type { BodyIn } from '@academy/contract/endpoint';
import { coursesEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { call } from './call';

export type AccessRecord = z.infer<typeof accessRecordSchema>;

/** The course player's calls (spec 7.3): the access record and the watch progress reports. */
export const access = {
  /** One access record of the user with its chapters, videos and watch state (404: not theirs). */
  record: (lang: Language, id: string) =>
    call(coursesEndpoints.access, { params: { lang, id: Number(id) } }),
  /** The first report of a video: creates its watch entry and answers its id. */
  createVideoProgress: async (body: BodyIn<typeof coursesEndpoints.startVideo>) =>
    (await call(coursesEndpoints.startVideo, { body })).id,
  /** A later report of a video. */
  updateVideoProgress: async ({
    id,
    ...body
  }: { id: number } & BodyIn<typeof coursesEndpoints.updateVideo>) => {
    await call(coursesEndpoints.updateVideo, { params: { id }, body });
  },
  /** The course progress (the server stores the mean of the entries it stored, spec 4). */
  saveCourseProgress: async ({
    accessId,
    ...body
  }: { accessId: number } & BodyIn<typeof coursesEndpoints.updateAccess>) => {
    await call(coursesEndpoints.updateAccess, { params: { id: accessId }, body });
  },
};
