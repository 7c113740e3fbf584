import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { PROGRESS_COMPLETE } from '../constants';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  isVideoWatched,
  normalizeProgress,
  progressFromPlayback,
  shouldReportPosition,
  shouldReportProgress,
} from './video-progress.rules';
import type {
  CreatedVideoProgress,
  CreateVideoProgressInput,
  UpdateVideoProgressInput,
  VideoProgressAnswer,
  VideoProgressContext,
  VideoProgressEvent,
  VideoProgressInput,
} from './video-progress.types';

type Ctx = VideoProgressContext;
const NORMAL_RATE = 1;
const videoOf = (context: Ctx, videoId: number | null) =>
  context.videos.find((video) => video.videoId === videoId);
/** The value a new report must beat: the stored one or a report already waiting. */
const baseline = (context: Ctx, videoId: number) =>
  Math.max(
    videoOf(context, videoId)?.progress ?? 0,
    context.sending?.videoId === videoId ? context.sending.progress : 0,
    context.queue.find((report) => report.videoId === videoId)?.progress ?? 0,
  );
const isPending = (context: Ctx, videoId: number) =>
  context.sending?.videoId === videoId || context.queue.some((r) => r.videoId === videoId);
const enqueue = (context: Ctx, videoId: number, progress: number) =>
  context.queue.some((report) => report.videoId === videoId)
    ? context.queue.map((r) => (r.videoId === videoId ? { videoId, progress } : r))
    : [...context.queue, { videoId, progress }];
/**
 * A report of where the video is (and the speed): its percent stays the one to beat, so the
 * spec's rule (a percent is reported past 10 above the stored one) is kept.
 */
const enqueuePosition = (context: Ctx, videoId: number) =>
  enqueue(context, videoId, baseline(context, videoId));
const withPosition = (context: Ctx, videoId: number, position: number) =>
  context.videos.map((video) => (video.videoId === videoId ? { ...video, position } : video));
/** The current video's new position, reported unless the server already has it. */
const keepPosition = (context: Ctx, position: number): Partial<Ctx> => {
  const videoId = context.currentVideoId ?? 0;
  const kept = videoOf(context, videoId)?.keptPosition;
  const videos = withPosition(context, videoId, position);
  return kept === position && !isPending(context, videoId)
    ? { videos }
    : { videos, queue: enqueuePosition({ ...context, videos }, videoId) };
};
const sent = (context: Ctx) => {
  if (!context.sending) throw new Error('videoProgress: no report being sent');
  return context.sending;
};
/** The body every report carries beyond the spec: where the video is and the speed. */
const playbackOfSent = (context: Ctx) => ({
  how_many_viewed: sent(context).progress,
  watched: isVideoWatched(sent(context).progress),
  position: sent(context).position,
  rate: context.rate,
});

/** A report the server refused or never got: dropped with a warning, the queue goes on. */
const dropReportAndWarn = {
  target: 'idle',
  actions: ['dropSent', { type: 'warn', params: errorParams }],
} as const;

/**
 * Watch progress of one course in the player (spec 4, Video watch state; spec 9, Progress).
 * Reports go out one at a time so that the first one creates the record before any update; each
 * answer carries the course progress the server computed, so a step is one call. Beyond the
 * spec, each report carries where the video is and the speed, which the server keeps so that
 * another device resumes there: a pause, an end and a speed change report at once.
 */
export const videoProgressMachine = setup({
  types: {
    input: {} as VideoProgressInput,
    context: {} as Ctx,
    events: {} as VideoProgressEvent,
  },
  actions: {
    /** Asks the player to play again from the given position. */
    retryPlay: (_, _params: { videoId: number; position: number }) => {},
    /** Reports a player or progress-call error (console or monitoring). */
    warn: (_, _params: { error: unknown }) => {},
    // A failed report is dropped: the stored value stays, so the next time update reports again.
    dropSent: assign({ sending: null }),
  },
  actors: {
    createVideoProgress: notProvided<CreatedVideoProgress, CreateVideoProgressInput>(
      'createVideoProgress',
    ),
    updateVideoProgress: notProvided<VideoProgressAnswer, UpdateVideoProgressInput>(
      'updateVideoProgress',
    ),
  },
  guards: {
    hasCurrentVideo: ({ context }) => context.currentVideoId !== null,
    isKnownVideo: ({ context, event }) =>
      event.type === 'video.select' && context.videos.some((v) => v.videoId === event.videoId),
    hasQueue: ({ context }) => context.queue.length > 0,
    hasEntry: ({ context }) => videoOf(context, context.sending?.videoId ?? null)?.entryId != null,
  },
}).createMachine({
  id: 'videoProgress',
  context: ({ input }) => ({
    accessId: input.accessId,
    lang: input.lang,
    videos: input.videos.map((video) => ({
      videoId: video.videoId,
      entryId: video.entryId,
      progress: normalizeProgress(video.progress),
      position: video.position ?? 0,
      keptPosition: video.position ?? 0,
    })),
    fullProgress: input.fullProgress,
    rate: input.rate ?? NORMAL_RATE,
    currentVideoId: input.currentVideoId ?? input.videos[0]?.videoId ?? null,
    queue: [],
    sending: null,
  }),
  on: {
    'video.select': {
      guard: 'isKnownVideo',
      actions: assign({ currentVideoId: ({ event }) => event.videoId }),
    },
    'player.timeUpdate': {
      guard: 'hasCurrentVideo',
      actions: assign(({ context, event }) => {
        const videoId = context.currentVideoId ?? 0;
        const progress = progressFromPlayback(event.currentTime, event.duration);
        const videos = withPosition(context, videoId, event.currentTime);
        if (shouldReportProgress(progress, baseline(context, videoId))) {
          return { videos, queue: enqueue(context, videoId, progress) };
        }
        const kept = videoOf(context, videoId)?.keptPosition ?? 0;
        return shouldReportPosition(event.currentTime, kept) && !isPending(context, videoId)
          ? { videos, queue: enqueuePosition(context, videoId) }
          : { videos };
      }),
    },
    'player.pause': {
      guard: 'hasCurrentVideo',
      actions: assign(({ context, event }) => keepPosition(context, event.currentTime)),
    },
    'player.ended': {
      guard: 'hasCurrentVideo',
      actions: assign(({ context }) => {
        const videoId = context.currentVideoId ?? 0;
        // A finished video resumes from its start next time, on any device.
        return baseline(context, videoId) < PROGRESS_COMPLETE
          ? {
              videos: withPosition(context, videoId, 0),
              queue: enqueue(context, videoId, PROGRESS_COMPLETE),
            }
          : keepPosition(context, 0);
      }),
    },
    'player.rateChange': {
      guard: 'hasCurrentVideo',
      actions: assign(({ context, event }) => {
        if (event.rate === context.rate) return {};
        // The speed is the user's: it goes out with the current video's next report, now.
        return { rate: event.rate, queue: enqueuePosition(context, context.currentVideoId ?? 0) };
      }),
    },
    'player.error': {
      guard: 'hasCurrentVideo',
      actions: [
        { type: 'warn', params: errorParams },
        {
          type: 'retryPlay',
          params: ({ context }) => ({
            videoId: context.currentVideoId ?? 0,
            position: videoOf(context, context.currentVideoId)?.position ?? 0,
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
      entry: assign(({ context }) => {
        const [next, ...queue] = context.queue;
        const sending = next
          ? { ...next, position: videoOf(context, next.videoId)?.position ?? 0 }
          : null;
        return { sending, queue };
      }),
      always: [{ guard: 'hasEntry', target: 'updatingEntry' }, { target: 'creatingEntry' }],
    },
    creatingEntry: {
      invoke: {
        id: 'createVideoProgress',
        src: 'createVideoProgress',
        input: ({ context }) => ({
          access_to_courses: context.accessId,
          video: sent(context).videoId,
          ...playbackOfSent(context),
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) =>
            storeSent(context, event.output, event.output.id),
          ),
        },
        onError: dropReportAndWarn,
      },
    },
    updatingEntry: {
      invoke: {
        id: 'updateVideoProgress',
        src: 'updateVideoProgress',
        input: ({ context }) => ({
          id: videoOf(context, sent(context).videoId)?.entryId ?? 0,
          ...playbackOfSent(context),
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => storeSent(context, event.output, null)),
        },
        onError: dropReportAndWarn,
      },
    },
  },
});

/** Applies the answered report: stored progress and position, the new record id, the course. */
function storeSent(context: Ctx, answer: VideoProgressAnswer, entryId: number | null) {
  const report = sent(context);
  return {
    sending: null,
    fullProgress: answer.full_progress,
    videos: context.videos.map((video) =>
      video.videoId === report.videoId
        ? {
            ...video,
            progress: report.progress,
            keptPosition: report.position,
            entryId: entryId ?? video.entryId,
          }
        : video,
    ),
  };
}

export type VideoProgressSnapshot = SnapshotFrom<typeof videoProgressMachine>;
export type VideoProgressActorRef = ActorRefFrom<typeof videoProgressMachine>;
