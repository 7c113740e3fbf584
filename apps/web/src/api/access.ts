import {
  accessPatchResponseSchema,
  accessRecordSchema,
  videoAccessResponseSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { api } from './client';

export type AccessRecord = z.infer<typeof accessRecordSchema>;

/** The course player's calls (spec 7.3): the access record and the watch progress reports. */
export const access = {
  /** One access record of the user with its chapters, videos and watch state (404: not theirs). */
  record: async (lang: Language, id: string) =>
    accessRecordSchema.parse(await api.get(`${lang}/courses/access_list/${id}/`).json()),
  /** The first report of a video: creates its watch entry and answers its id. */
  createVideoProgress: async (body: {
    access_to_courses: number;
    video: number;
    watched: boolean;
    how_many_viewed: number;
  }) =>
    videoAccessResponseSchema.parse(
      await api.post('courses/access-course-video/', { json: body }).json(),
    ).id,
  /** A later report of a video. */
  updateVideoProgress: async ({
    id,
    ...body
  }: {
    id: number;
    watched: boolean;
    how_many_viewed: number;
  }) => {
    videoAccessResponseSchema.parse(
      await api.patch(`courses/access-course-video/${id}/`, { json: body }).json(),
    );
  },
  /** The course progress (the server stores the mean of the entries it stored, spec 4). */
  saveCourseProgress: async ({
    accessId,
    ...body
  }: {
    accessId: number;
    full_progress: number;
    watched: boolean;
    lang: Language;
  }) => {
    accessPatchResponseSchema.parse(
      await api.patch(`courses/access_list/${accessId}/`, { json: body }).json(),
    );
  },
};
