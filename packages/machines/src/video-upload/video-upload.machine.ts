import { type ActorRefFrom, assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { VIDEO_PROCESSING_POLL_FAILURES, VIDEO_PROCESSING_POLL_MS } from '../constants';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import type { VideoUploadMessageKey } from './video-upload.message-keys';
import {
  refusesFile,
  startOf,
  uploadErrorKey,
  uploadPercent,
  type VideoProcessingState,
  type VideoUploadStart,
} from './video-upload.rules';

/** The chosen file as the flow sees it (a browser File); the upload actor sends it. */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
}

export interface VideoUploadInput {
  videoId: number;
  /** The video's state as the page loaded it (absent: a new video waiting for its file). */
  initial?: VideoProcessingState;
}

export interface VideoUploadContext {
  videoId: number;
  file: UploadFile | null;
  uploadPercent: number;
  processingPercent: number;
  errorKey: VideoUploadMessageKey | null;
  /** ffmpeg's last words when the processing failed (shown to staff as they are). */
  processingError: string | null;
  pollFailures: number;
  /** Where the flow started (the loaded video's state). */
  start: VideoUploadStart;
}

/** What the upload actor reports while it sends the file (tus in the app). */
export type UploadReport =
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.sent' }
  | { type: 'upload.error'; error: unknown };

export type VideoUploadEvent =
  | { type: 'upload.start'; file: UploadFile }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' }
  | UploadReport;

export interface UploadActorInput {
  videoId: number;
  file: UploadFile;
}

/** A file chosen (or chosen again): it is sent from the start, or resumed by the upload actor. */
const chooseFile = {
  target: 'uploading',
  actions: {
    type: 'takeFile',
    params: ({ event }: { event: { file: UploadFile } }) => ({ file: event.file }),
  },
} as const;

/**
 * A video's file in the back office (issue 27): idle (waiting for a file) → uploading (actor
 * `upload`: the resumable tus upload, which reports its bytes; cancel aborts it) → processing
 * (the server's job: actor `checkProcessing` asked every VIDEO_PROCESSING_POLL_MS for its
 * percent) → ready, or failed (the upload or the processing; retry sends the same file again,
 * which tus resumes where the server stopped, or another file is chosen). `onReady` tells the
 * page when a processing it followed ends ready; a page that loads a video starts where the
 * server says it is (a video loaded ready is no news).
 */
export const videoUploadMachine = setup({
  types: {
    input: {} as VideoUploadInput,
    context: {} as VideoUploadContext,
    events: {} as VideoUploadEvent,
  },
  actors: {
    /** Sends the file (tus-js-client in the app), reporting `upload.*`; stopped: aborts. */
    upload: fromCallback<VideoUploadEvent, UploadActorInput>(() => {
      throw new Error('upload not provided');
    }),
    /** GET /admin/videos/{id}/processing/. */
    checkProcessing: notProvided<VideoProcessingState, { videoId: number }>('checkProcessing'),
  },
  actions: {
    /** A processing the flow followed ended ready: the page loads the course's content again. */
    onReady: () => {
      throw new Error('onReady not provided');
    },
    logError: (_, _params: { error: unknown }) => {},
    takeFile: assign((_, params: { file: UploadFile }) => ({
      file: params.file,
      uploadPercent: 0,
      errorKey: null,
      processingError: null,
    })),
    progress: assign((_, params: { sent: number; total: number }) => ({
      uploadPercent: uploadPercent(params.sent, params.total),
    })),
    uploadFailed: assign((_, params: { error: unknown }) => ({
      errorKey: uploadErrorKey(params.error),
    })),
    polled: assign((_, params: { state: VideoProcessingState }) => ({
      processingPercent: params.state.processing_percent,
      processingError: params.state.processing_error,
      pollFailures: 0,
    })),
    processingFailed: assign({ errorKey: 'videoUpload.processingFailed' as const }),
    pollFailed: assign(({ context }) => ({ pollFailures: context.pollFailures + 1 })),
    unavailable: assign({ errorKey: 'videoUpload.statusUnavailable' as const }),
  },
  guards: {
    startsProcessing: ({ context }) => context.start === 'processing',
    startsReady: ({ context }) => context.start === 'ready',
    startsFailed: ({ context }) => context.start === 'failed',
    /** The same file may go again: a dropped connection or a failed processing, not a refusal. */
    canResend: ({ context }) => context.file !== null && !refusesFile(context.errorKey),
    pollingStopped: ({ context }) => context.errorKey === 'videoUpload.statusUnavailable',
    isReady: (_, params: { state: VideoProcessingState }) => params.state.status === 'ready',
    isFailed: (_, params: { state: VideoProcessingState }) => params.state.status === 'failed',
    pollGivesUp: ({ context }) => context.pollFailures + 1 >= VIDEO_PROCESSING_POLL_FAILURES,
  },
  delays: { processingPoll: VIDEO_PROCESSING_POLL_MS },
}).createMachine({
  id: 'videoUpload',
  context: ({ input }) => ({
    videoId: input.videoId,
    file: null,
    uploadPercent: 0,
    processingPercent: input.initial?.processing_percent ?? 0,
    errorKey: input.initial?.status === 'failed' ? 'videoUpload.processingFailed' : null,
    processingError: input.initial?.processing_error ?? null,
    pollFailures: 0,
    start: input.initial ? startOf(input.initial) : 'idle',
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsProcessing', target: 'processing' },
        { guard: 'startsReady', target: 'ready' },
        { guard: 'startsFailed', target: 'failed' },
        { target: 'idle' },
      ],
    },
    idle: { on: { 'upload.start': chooseFile } },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ videoId: context.videoId, file: context.file as UploadFile }),
      },
      on: {
        'upload.progress': { actions: { type: 'progress', params: ({ event }) => event } },
        'upload.sent': { target: 'processing', actions: assign({ processingPercent: 0 }) },
        'upload.error': {
          target: 'failed',
          actions: [
            { type: 'uploadFailed', params: ({ event }) => event },
            { type: 'logError', params: ({ event }) => event },
          ],
        },
        'upload.cancel': 'idle',
      },
    },
    processing: {
      initial: 'waiting',
      states: {
        waiting: { after: { processingPoll: 'checking' } },
        checking: {
          invoke: {
            src: 'checkProcessing',
            input: ({ context }) => ({ videoId: context.videoId }),
            onDone: [
              {
                guard: { type: 'isReady', params: ({ event }) => ({ state: event.output }) },
                target: '#videoUpload.ready',
                actions: 'onReady',
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => ({ state: event.output }) },
                target: '#videoUpload.failed',
                actions: [
                  { type: 'polled', params: ({ event }) => ({ state: event.output }) },
                  'processingFailed',
                ],
              },
              {
                target: 'waiting',
                actions: { type: 'polled', params: ({ event }) => ({ state: event.output }) },
              },
            ],
            onError: [
              {
                guard: 'pollGivesUp',
                target: '#videoUpload.failed',
                actions: ['unavailable', { type: 'logError', params: errorParams }],
              },
              { target: 'waiting', actions: 'pollFailed' },
            ],
          },
        },
      },
    },
    ready: {
      entry: assign({ processingPercent: 100, errorKey: null }),
      // A new file for a ready video replaces its streams.
      on: { 'upload.start': chooseFile },
    },
    failed: {
      on: {
        'upload.start': chooseFile,
        'upload.retry': [
          {
            guard: 'pollingStopped',
            target: 'processing',
            actions: assign({ errorKey: null, pollFailures: 0 }),
          },
          {
            guard: 'canResend',
            target: 'uploading',
            actions: assign({ errorKey: null, uploadPercent: 0 }),
          },
        ],
      },
    },
  },
});

export type VideoUploadSnapshot = SnapshotFrom<typeof videoUploadMachine>;
export type VideoUploadActorRef = ActorRefFrom<typeof videoUploadMachine>;
