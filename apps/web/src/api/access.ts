import type { accessRecordSchema } from '@academy/contract';
import type { BodyIn } from '@academy/contract/endpoint';
import { coursesEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { call } from './call';

export type AccessRecord = z.infer<typeof accessRecordSchema>;

/**
 * A report outlives the page that sends it: the pause a closing tab reports (where to resume on
 * another device) still reaches the server.
 */
const REPORT_OPTIONS = { keepalive: true } as const;

/** The course player's calls (spec 7.3): the access record and the watch progress reports. */
export const access = {
  /** One access record of the user with its chapters, videos and watch state (404: not theirs). */
  record: (lang: Language, id: string) =>
    call(coursesEndpoints.access, { params: { lang, id: Number(id) } }),
  /**
   * The first report of a video: creates its watch entry; the answer names it and carries the
   * course's progress, so no second call is made.
   */
  createVideoProgress: (body: BodyIn<typeof coursesEndpoints.startVideo>) =>
    call(coursesEndpoints.startVideo, { body, options: REPORT_OPTIONS }),
  /** A later report of a video (its percent, where it plays, the speed); answers the course's. */
  updateVideoProgress: ({
    id,
    ...body
  }: { id: number } & BodyIn<typeof coursesEndpoints.updateVideo>) =>
    call(coursesEndpoints.updateVideo, { params: { id }, body, options: REPORT_OPTIONS }),
};
