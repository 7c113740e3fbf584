import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { VIDEO_PROCESSING_POLL_FAILURES, VIDEO_PROCESSING_POLL_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import {
  selectVideoUpload,
  type UploadActorInput,
  type VideoProcessingState,
  type VideoUploadEvent,
  type VideoUploadInput,
  videoUploadMachine,
} from './index';

const file = { name: 'lectia-1.mp4', size: 1000 };
const state = (over: Partial<VideoProcessingState> = {}): VideoProcessingState => ({
  status: 'processing',
  uploaded: true,
  processing_percent: 0,
  processing_error: null,
  ...over,
});

/** The flow with a hand-driven upload (`send` reports as tus would) and scripted status answers. */
function start(
  answers: (VideoProcessingState | Error)[],
  input: VideoUploadInput = { videoId: 7 },
) {
  const uploads: UploadActorInput[] = [];
  const aborted = vi.fn();
  let report: (event: VideoUploadEvent) => void = () => {};
  const onReady = vi.fn();
  const polls: number[] = [];
  const actor = createTestActor(
    videoUploadMachine.provide({
      actions: { onReady },
      actors: {
        upload: fromCallback<VideoUploadEvent, UploadActorInput>(({ input, sendBack }) => {
          uploads.push(input);
          report = sendBack;
          return aborted;
        }),
        checkProcessing: fromPromise<VideoProcessingState, { videoId: number }>(
          async ({ input }) => {
            polls.push(input.videoId);
            const answer = answers.shift() ?? state();
            if (answer instanceof Error) throw answer;
            return answer;
          },
        ),
      },
    }),
    { input },
  ).start();
  const view = () => selectVideoUpload(actor.getSnapshot());
  return {
    actor,
    uploads,
    aborted,
    report: (e: VideoUploadEvent) => report(e),
    onReady,
    polls,
    view,
  };
}

/** Lets the next poll go and its answer arrive. */
async function nextPoll() {
  await vi.advanceTimersByTimeAsync(VIDEO_PROCESSING_POLL_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('videoUploadMachine', () => {
  it('uploads the chosen file with its progress, then follows the processing to ready', async () => {
    // Arrange
    const { actor, uploads, report, onReady, polls, view } = start([
      state({ processing_percent: 40 }),
      state({ status: 'ready', processing_percent: 100 }),
    ]);
    expect(view()).toMatchObject({ state: 'idle', messageKey: 'videoUpload.waiting' });
    // Act
    actor.send({ type: 'upload.start', file });
    report({ type: 'upload.progress', sent: 250, total: 1000 });
    // Assert
    expect(uploads).toEqual([{ videoId: 7, file }]);
    expect(view()).toMatchObject({ state: 'uploading', percent: 25, canCancel: true });
    report({ type: 'upload.sent' });
    expect(view()).toMatchObject({ state: 'processing', percent: 0 });
    await nextPoll();
    expect(view()).toMatchObject({ state: 'processing', percent: 40 });
    await nextPoll();
    expect(polls).toEqual([7, 7]);
    expect(view()).toMatchObject({ state: 'ready', percent: 100, messageKey: 'videoUpload.ready' });
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('cancels an upload under way: the upload is aborted and the video waits again', () => {
    const { actor, aborted, view } = start([]);
    actor.send({ type: 'upload.start', file });
    actor.send({ type: 'upload.cancel' });
    expect(aborted).toHaveBeenCalledOnce();
    expect(view()).toMatchObject({ state: 'idle', canChooseFile: true });
  });

  it('says why an upload failed; a dropped one is retried with the same file (tus resumes it)', () => {
    const { actor, uploads, report, view } = start([]);
    actor.send({ type: 'upload.start', file });
    report({ type: 'upload.error', error: new Error('offline') });
    expect(view()).toMatchObject({
      state: 'failed',
      messageKey: 'videoUpload.uploadFailed',
      canRetry: true,
    });
    actor.send({ type: 'upload.retry' });
    expect(view().state).toBe('uploading');
    expect(uploads).toEqual([
      { videoId: 7, file },
      { videoId: 7, file },
    ]);
  });

  it('offers no retry of a file refused as such (not a video, too large): another is chosen', () => {
    const { actor, uploads, report, view } = start([]);
    actor.send({ type: 'upload.start', file });
    report({ type: 'upload.error', error: { status: 422 } });
    expect(view()).toMatchObject({ messageKey: 'videoUpload.notAVideo', canRetry: false });
    actor.send({ type: 'upload.retry' });
    expect(view().state).toBe('failed');
    actor.send({ type: 'upload.start', file: { name: 'big.mp4', size: 9 } });
    report({ type: 'upload.error', error: { status: 413 } });
    expect(view()).toMatchObject({ messageKey: 'videoUpload.tooLarge', canRetry: false });
    expect(uploads).toHaveLength(2);
  });

  it('shows a failed processing with the server’s words; another file starts again', async () => {
    const { actor, report, view } = start([
      state({ status: 'failed', processing_error: 'moov atom not found' }),
    ]);
    actor.send({ type: 'upload.start', file });
    report({ type: 'upload.sent' });
    await nextPoll();
    expect(view()).toMatchObject({
      state: 'failed',
      messageKey: 'videoUpload.processingFailed',
      processingError: 'moov atom not found',
    });
    actor.send({ type: 'upload.start', file: { name: 'alt.mp4', size: 5 } });
    expect(view()).toMatchObject({
      state: 'uploading',
      fileName: 'alt.mp4',
      processingError: null,
    });
  });

  it('keeps polling through a few failed calls, stops after too many, and resumes on retry', async () => {
    const failures = Array.from({ length: VIDEO_PROCESSING_POLL_FAILURES }, () => new Error('502'));
    const { actor, polls, view } = start(
      [new Error('502'), state({ processing_percent: 10 }), ...failures],
      {
        videoId: 9,
        initial: state({ processing_percent: 5 }),
      },
    );
    expect(view()).toMatchObject({ state: 'processing', percent: 5 });
    await nextPoll();
    await nextPoll();
    expect(view()).toMatchObject({ state: 'processing', percent: 10 });
    for (let i = 0; i < VIDEO_PROCESSING_POLL_FAILURES; i++) await nextPoll();
    expect(view()).toMatchObject({
      state: 'failed',
      messageKey: 'videoUpload.statusUnavailable',
      canRetry: true,
    });
    actor.send({ type: 'upload.retry' });
    await nextPoll();
    expect(polls).toHaveLength(VIDEO_PROCESSING_POLL_FAILURES + 3);
    expect(view().state).toBe('processing');
  });

  it('starts where the loaded video is: ready, failed, or waiting for its file', () => {
    const ready = start([], {
      videoId: 1,
      initial: state({ status: 'ready', processing_percent: 100 }),
    });
    expect(ready.view()).toMatchObject({ state: 'ready', canChooseFile: true });
    expect(ready.onReady).not.toHaveBeenCalled();
    const failed = start([], {
      videoId: 2,
      initial: state({ status: 'failed', processing_error: 'Invalid data' }),
    });
    expect(failed.view()).toMatchObject({
      state: 'failed',
      processingError: 'Invalid data',
      canRetry: false,
    });
    failed.actor.send({ type: 'upload.retry' });
    expect(failed.view().state).toBe('failed');
    const waiting = start([], { videoId: 3, initial: state({ uploaded: false }) });
    expect(waiting.view()).toMatchObject({ state: 'idle', percent: 0 });
  });

  it('takes a new file for a ready video', () => {
    const { actor, uploads, view } = start([], {
      videoId: 4,
      initial: state({ status: 'ready', processing_percent: 100 }),
    });
    actor.send({ type: 'upload.start', file });
    expect(view().state).toBe('uploading');
    expect(uploads).toEqual([{ videoId: 4, file }]);
  });
});
