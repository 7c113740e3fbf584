import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { PROGRESS_COMPLETE } from '../constants';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  courseProgress,
  isVideoWatched,
  normalizeProgress,
  progressFromPlayback,
  shouldReportProgress,
} from './video-progress.rules';
import {
  type CreateVideoProgressInput,
  DEFAULT_PLAYBACK,
  type SaveCourseProgressInput,
  type UpdateVideoProgressInput,
  type VideoPlayback,
  type VideoProgressContext,
  type VideoProgressEvent,
  type VideoProgressInput,
} from './video-progress.types';

type Ctx = VideoProgressContext;
const storedProgress = (context: Ctx, videoId: number) =>
  context.videos.find((video) => video.videoId === videoId)?.progress ?? 0;
/** The value a new report must beat: the stored one or a report already waiting. */
const baseline = (context: Ctx, videoId: number) =>
  Math.max(
    storedProgress(context, videoId),
    context.sending?.videoId === videoId ? context.sending.progress : 0,
    context.queue.find((report) => report.videoId === videoId)?.progress ?? 0,
  );
const enqueue = (context: Ctx, videoId: number, progress: number) =>
  context.queue.some((report) => report.videoId === videoId)
    ? context.queue.map((r) => (r.videoId === videoId ? { videoId, progress } : r))
    : [...context.queue, { videoId, progress }];
const playbackOf = (context: Ctx, videoId: number) => context.playback[videoId] ?? DEFAULT_PLAYBACK;
const withPlayback = (context: Ctx, videoId: number, patch: Partial<VideoPlayback>) => ({
  ...context.playback,
  [videoId]: { ...playbackOf(context, videoId), ...patch },
});
const withCurrentPlayback = (context: Ctx, patch: Partial<VideoPlayback>) =>
  withPlayback(context, context.currentVideoId ?? 0, patch);
const sent = (context: Ctx) => {
  if (!context.sending) throw new Error('videoProgress: no report being sent');
  return context.sending;
};
const persistCurrent = {
  type: 'persistPlayback',
  params: ({ context }: { context: Ctx }) => ({
    videoId: context.currentVideoId ?? 0,
    ...playbackOf(context, context.currentVideoId ?? 0),
  }),
} as const;

/** A report the server refused or never got: dropped with a warning, the queue goes on. */
const dropReportAndWarn = {
  target: 'idle',
  actions: ['dropSent', { type: 'warn', params: errorParams }],
} as const;

/**
 * Watch progress of one course in the player (spec 4, Video watch state; spec 9, Progress).
 * Reports go out one at a time so that the first one creates the record before any update.
 * Beyond the spec, the resume position and speed of each video are kept via `persistPlayback`.
 */
export const videoProgressMachine = setup({
  types: {
    input: {} as VideoProgressInput,
    context: {} as Ctx,
    events: {} as VideoProgressEvent,
  },
  actions: {
    persistPlayback: (_, _params: { videoId: number } & VideoPlayback) => {},
    /** Asks the player to play again from the given position. */
    retryPlay: (_, _params: { videoId: number; position: number }) => {},
    /** Reports a player or progress-call error (console or monitoring). */
    warn: (_, _params: { error: unknown }) => {},
    // A failed report is dropped: the stored value stays, so the next time update reports again.
    dropSent: assign({ sending: null }),
  },
  actors: {
    createVideoProgress: notProvided<number, CreateVideoProgressInput>('createVideoProgress'),
    updateVideoProgress: notProvided<void, UpdateVideoProgressInput>('updateVideoProgress'),
    saveCourseProgress: notProvided<void, SaveCourseProgressInput>('saveCourseProgress'),
  },
  guards: {
    hasCurrentVideo: ({ context }) => context.currentVideoId !== null,
    isKnownVideo: ({ context, event }) =>
      event.type === 'video.select' && context.videos.some((v) => v.videoId === event.videoId),
    hasQueue: ({ context }) => context.queue.length > 0,
    hasEntry: ({ context }) =>
      context.videos.find((video) => video.videoId === context.sending?.videoId)?.entryId != null,
    isCourseProgressChanged: ({ context }) =>
      courseProgress(context.videos.map((video) => video.progress)) !== context.fullProgress,
  },
}).createMachine({
  id: 'videoProgress',
  context: ({ input }) => ({
    accessId: input.accessId,
    lang: input.lang,
    videos: input.videos.map((video) => ({
      ...video,
      progress: normalizeProgress(video.progress),
    })),
    fullProgress: input.fullProgress,
    playback: { ...input.playback },
    currentVideoId: input.currentVideoId ?? input.videos[0]?.videoId ?? null,
    queue: [],
    sending: null,
  }),
  on: {
    'video.select': {
      guard: 'isKnownVideo',
      actions: [persistCurrent, assign({ currentVideoId: ({ event }) => event.videoId })],
    },
    'player.timeUpdate': {
      guard: 'hasCurrentVideo',
      actions: assign(({ context, event }) => {
        const videoId = context.currentVideoId ?? 0;
        const progress = progressFromPlayback(event.currentTime, event.duration);
        const playback = withPlayback(context, videoId, { position: event.currentTime });
        return shouldReportProgress(progress, baseline(context, videoId))
          ? { playback, queue: enqueue(context, videoId, progress) }
          : { playback };
      }),
    },
    'player.pause': {
      guard: 'hasCurrentVideo',
      actions: [
        assign({
          playback: ({ context, event }) =>
            withCurrentPlayback(context, { position: event.currentTime }),
        }),
        persistCurrent,
      ],
    },
    'player.ended': {
      guard: 'hasCurrentVideo',
      actions: [
        assign(({ context }) => {
          const videoId = context.currentVideoId ?? 0;
          // A finished video resumes from its start next time.
          const playback = withPlayback(context, videoId, { position: 0 });
          return baseline(context, videoId) < PROGRESS_COMPLETE
            ? { playback, queue: enqueue(context, videoId, PROGRESS_COMPLETE) }
            : { playback };
        }),
        persistCurrent,
      ],
    },
    'player.rateChange': {
      guard: 'hasCurrentVideo',
      actions: [
        assign({
          playback: ({ context, event }) => withCurrentPlayback(context, { rate: event.rate }),
        }),
        persistCurrent,
      ],
    },
    'player.error': {
      guard: 'hasCurrentVideo',
      actions: [
        { type: 'warn', params: errorParams },
        {
          type: 'retryPlay',
          params: ({ context }) => ({
            videoId: context.currentVideoId ?? 0,
            position: playbackOf(context, context.currentVideoId ?? 0).position,
          }),
        },
      ],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasQueue', target: 'dequeuing' },
    },
    dequeuing: {
      entry: assign(({ context }) => ({
        sending: context.queue[0] ?? null,
        queue: context.queue.slice(1),
      })),
      always: [{ guard: 'hasEntry', target: 'updatingEntry' }, { target: 'creatingEntry' }],
    },
    creatingEntry: {
      invoke: {
        id: 'createVideoProgress',
        src: 'createVideoProgress',
        input: ({ context }) => {
          const report = sent(context);
          return {
            access_to_courses: context.accessId,
            video: report.videoId,
            watched: isVideoWatched(report.progress),
            how_many_viewed: report.progress,
          };
        },
        onDone: {
          target: 'checkingCourse',
          actions: assign(({ context, event }) => storeSent(context, event.output)),
        },
        onError: dropReportAndWarn,
      },
    },
    updatingEntry: {
      invoke: {
        id: 'updateVideoProgress',
        src: 'updateVideoProgress',
        input: ({ context }) => {
          const report = sent(context);
          const entry = context.videos.find((video) => video.videoId === report.videoId);
          return {
            id: entry?.entryId ?? 0,
            watched: isVideoWatched(report.progress),
            how_many_viewed: report.progress,
          };
        },
        onDone: {
          target: 'checkingCourse',
          actions: assign(({ context }) => storeSent(context, null)),
        },
        onError: dropReportAndWarn,
      },
    },
    checkingCourse: {
      always: [{ guard: 'isCourseProgressChanged', target: 'savingCourse' }, { target: 'idle' }],
    },
    savingCourse: {
      entry: assign({
        fullProgress: ({ context }) => courseProgress(context.videos.map((v) => v.progress)),
      }),
      invoke: {
        id: 'saveCourseProgress',
        src: 'saveCourseProgress',
        input: ({ context }) => ({
          accessId: context.accessId,
          full_progress: context.fullProgress,
          watched: isVideoWatched(context.fullProgress),
          lang: context.lang,
        }),
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: { type: 'warn', params: errorParams },
        },
      },
    },
  },
});

/** Applies the sent report: stored progress and, after a create, the new record id. */
function storeSent(context: Ctx, entryId: number | null): Partial<Ctx> {
  const report = sent(context);
  return {
    sending: null,
    videos: context.videos.map((video) =>
      video.videoId === report.videoId
        ? { ...video, progress: report.progress, entryId: entryId ?? video.entryId }
        : video,
    ),
  };
}

export type VideoProgressSnapshot = SnapshotFrom<typeof videoProgressMachine>;
export type VideoProgressActorRef = ActorRefFrom<typeof videoProgressMachine>;
