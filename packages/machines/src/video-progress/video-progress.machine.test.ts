import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { videoProgressMachine } from './video-progress.machine';
import {
  courseProgress,
  firstUnfinishedVideo,
  isVideoWatched,
  normalizeProgress,
  progressLabelKey,
  shouldReportProgress,
} from './video-progress.rules';
import { selectVideoProgress } from './video-progress.selectors';
import type {
  CreateVideoProgressInput,
  SaveCourseProgressInput,
  UpdateVideoProgressInput,
  VideoProgressEvent,
  VideoProgressInput,
} from './video-progress.types';

const input: VideoProgressInput = {
  accessId: 5,
  lang: 'ro',
  fullProgress: 0,
  videos: [
    { videoId: 1, entryId: null, progress: 0 },
    { videoId: 2, entryId: 22, progress: 40 },
  ],
};

/** Fake calls: each is recorded; creates answer 101, 102… */
function fakeApi() {
  const calls = {
    create: [] as CreateVideoProgressInput[],
    update: [] as UpdateVideoProgressInput[],
    save: [] as SaveCourseProgressInput[],
  };
  const actors = {
    createVideoProgress: fromPromise<number, CreateVideoProgressInput>(async ({ input }) => {
      calls.create.push(input);
      return 100 + calls.create.length;
    }),
    updateVideoProgress: fromPromise<void, UpdateVideoProgressInput>(async ({ input }) => {
      calls.update.push(input);
    }),
    saveCourseProgress: fromPromise<void, SaveCourseProgressInput>(async ({ input }) => {
      calls.save.push(input);
    }),
  };
  return { calls, actors };
}

function start(overrides: Partial<VideoProgressInput> = {}) {
  const api = fakeApi();
  const actions = { warn: vi.fn(), retryPlay: vi.fn(), persistPlayback: vi.fn() };
  const actor = createTestActor(videoProgressMachine.provide({ actors: api.actors, actions }), {
    input: { ...input, ...overrides },
  }).start();
  return { actor, ...api, ...actions };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0);
/** A time update at the given percent of a 100-second video. */
const at = (percent: number): VideoProgressEvent => ({
  type: 'player.timeUpdate',
  currentTime: percent,
  duration: 100,
});

describe('video progress rules', () => {
  it('stores 90 or more as 100 and keeps whole percents in 0..100', () => {
    expect(normalizeProgress(89.9)).toBe(89);
    expect(normalizeProgress(90)).toBe(100);
    expect(normalizeProgress(250)).toBe(100);
    expect(normalizeProgress(-5)).toBe(0);
    expect(normalizeProgress(Number.NaN)).toBe(0);
  });

  it('is watched only at 100', () => {
    expect(isVideoWatched(99)).toBe(false);
    expect(isVideoWatched(100)).toBe(true);
  });

  it('reports only more than 10 above the stored value', () => {
    expect(shouldReportProgress(30, 20)).toBe(false);
    expect(shouldReportProgress(31, 20)).toBe(true);
  });

  it('averages per-video values into the course progress, rounded down like any stored value', () => {
    expect(courseProgress([100, 40, 0])).toBe(46);
    expect(courseProgress([100, 79])).toBe(89);
    expect(courseProgress([100, 80])).toBe(100);
    expect(courseProgress([])).toBe(0);
  });

  it('opens a course at its first unwatched video, or its first when all are watched', () => {
    const video = (videoId: number, progress: number) => ({ videoId, progress });
    expect(firstUnfinishedVideo([video(1, 100), video(2, 40), video(3, 0)])).toBe(2);
    expect(firstUnfinishedVideo([video(1, 100), video(2, 100)])).toBe(1);
    expect(firstUnfinishedVideo([])).toBeNull();
  });

  it('labels 0 not started, 1 to 99 in progress, 100 completed', () => {
    expect(progressLabelKey(0)).toBe('videoProgress.notStarted');
    expect(progressLabelKey(1)).toBe('videoProgress.inProgress');
    expect(progressLabelKey(99)).toBe('videoProgress.inProgress');
    expect(progressLabelKey(100)).toBe('videoProgress.completed');
    expect(progressLabelKey(120)).toBe('videoProgress.completed');
  });
});

describe('videoProgressMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates the record on the first report, unwatched below 100', async () => {
    const { actor, calls } = start();

    actor.send(at(10));
    expect(calls.create).toEqual([]);
    actor.send(at(11));
    expect(actor.getSnapshot().value).toBe('creatingEntry');
    await idle(actor);

    expect(calls.create).toEqual([
      { access_to_courses: 5, video: 1, watched: false, how_many_viewed: 11 },
    ]);
    expect(actor.getSnapshot().context.videos[0]).toEqual({
      videoId: 1,
      entryId: 101,
      progress: 11,
    });
  });

  it('updates the record on later reports, only past 10 above the stored value', async () => {
    const { actor, calls } = start();
    actor.send(at(20));
    await idle(actor);

    actor.send(at(30));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send(at(31));
    await idle(actor);

    expect(calls.create).toHaveLength(1);
    expect(calls.update).toEqual([{ id: 101, watched: false, how_many_viewed: 31 }]);
  });

  it('sends reports one at a time: one made while creating becomes an update', async () => {
    let finishCreate: (id: number) => void = () => {};
    const api = fakeApi();
    const actor = createTestActor(
      videoProgressMachine.provide({
        actors: {
          ...api.actors,
          createVideoProgress: fromPromise<number, CreateVideoProgressInput>(
            () => new Promise((resolve) => (finishCreate = resolve)),
          ),
        },
      }),
      { input },
    ).start();

    actor.send(at(20));
    actor.send(at(45));
    expect(actor.getSnapshot().context).toMatchObject({
      sending: { videoId: 1, progress: 20 },
      queue: [{ videoId: 1, progress: 45 }],
    });
    finishCreate(77);
    await idle(actor);

    expect(api.calls.update).toEqual([{ id: 77, watched: false, how_many_viewed: 45 }]);
  });

  it('stores 90 % or more as 100 and marks the video watched', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });

    actor.send(at(90));
    await idle(actor);

    expect(calls.update).toEqual([{ id: 22, watched: true, how_many_viewed: 100 }]);
    expect(selectVideoProgress(actor.getSnapshot()).videos[1]).toMatchObject({
      progress: 100,
      watched: true,
      labelKey: 'videoProgress.completed',
    });
  });

  it('reports 100 on end, once', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });

    actor.send({ type: 'player.ended' });
    await idle(actor);
    actor.send({ type: 'player.ended' });
    await idle(actor);

    expect(calls.update).toEqual([{ id: 22, watched: true, how_many_viewed: 100 }]);
  });

  it('saves the course progress, the mean of the videos, when it changes', async () => {
    const { actor, calls } = start({ fullProgress: 20 });

    actor.send(at(50));
    await idle(actor);
    expect(calls.save).toEqual([{ accessId: 5, full_progress: 45, watched: false, lang: 'ro' }]);
    expect(selectVideoProgress(actor.getSnapshot())).toMatchObject({
      courseProgress: 45,
      courseLabelKey: 'videoProgress.inProgress',
    });

    actor.send({ type: 'video.select', videoId: 2 });
    actor.send({ type: 'player.ended' });
    await idle(actor);
    expect(calls.save.at(-1)).toEqual({
      accessId: 5,
      full_progress: 75,
      watched: false,
      lang: 'ro',
    });
  });

  it('does not save the course progress when the mean is unchanged', async () => {
    // The stored course value (say, from another device) already equals the new mean, 30.
    const { actor, calls } = start({
      fullProgress: 30,
      videos: [
        { videoId: 1, entryId: 9, progress: 10 },
        { videoId: 2, entryId: 22, progress: 40 },
      ],
    });

    actor.send(at(11));
    actor.send(at(21));
    await idle(actor);

    expect(calls.update).toEqual([{ id: 9, watched: false, how_many_viewed: 21 }]);
    expect(calls.save).toEqual([]);
  });

  it('warns and retries play from the resume position on a player error', () => {
    const { actor, warn, retryPlay } = start({ playback: { 1: { position: 42, rate: 1.5 } } });
    const error = new Error('decode');

    actor.send({ type: 'player.error', error });

    expect(warn).toHaveBeenCalledWith(expect.anything(), { error });
    expect(retryPlay).toHaveBeenCalledWith(expect.anything(), { videoId: 1, position: 42 });
  });

  it('warns on a failed report and reports again on the next time update', async () => {
    const api = fakeApi();
    const warn = vi.fn();
    let fail = true;
    const actor = createTestActor(
      videoProgressMachine.provide({
        actions: { warn },
        actors: {
          ...api.actors,
          updateVideoProgress: fromPromise<void, UpdateVideoProgressInput>(async ({ input }) => {
            if (fail) throw new Error('502');
            api.calls.update.push(input);
          }),
        },
      }),
      { input: { ...input, currentVideoId: 2 } },
    ).start();

    actor.send(at(60));
    await idle(actor);
    expect(warn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.videos[1]?.progress).toBe(40);

    fail = false;
    actor.send(at(61));
    await idle(actor);
    expect(api.calls.update).toEqual([{ id: 22, watched: false, how_many_viewed: 61 }]);
  });

  it('warns when saving the course progress fails', async () => {
    const api = fakeApi();
    const warn = vi.fn();
    const actor = createTestActor(
      videoProgressMachine.provide({
        actions: { warn },
        actors: {
          ...api.actors,
          saveCourseProgress: fromPromise<void, SaveCourseProgressInput>(async () => {
            throw new Error('500');
          }),
        },
      }),
      { input },
    ).start();

    actor.send(at(50));
    await idle(actor);

    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps resume position and speed per video', () => {
    const { actor, persistPlayback } = start({ playback: { 2: { position: 12, rate: 2 } } });
    expect(selectVideoProgress(actor.getSnapshot()).resume).toEqual({ position: 0, rate: 1 });

    actor.send({ type: 'player.rateChange', rate: 1.25 });
    expect(persistPlayback).toHaveBeenLastCalledWith(expect.anything(), {
      videoId: 1,
      position: 0,
      rate: 1.25,
    });
    actor.send(at(5));
    actor.send({ type: 'player.pause', currentTime: 6 });
    expect(persistPlayback).toHaveBeenLastCalledWith(expect.anything(), {
      videoId: 1,
      position: 6,
      rate: 1.25,
    });

    actor.send({ type: 'video.select', videoId: 2 });
    expect(selectVideoProgress(actor.getSnapshot()).resume).toEqual({ position: 12, rate: 2 });
    actor.send({ type: 'video.select', videoId: 1 });
    expect(selectVideoProgress(actor.getSnapshot()).resume).toEqual({ position: 6, rate: 1.25 });
    actor.send({ type: 'video.select', videoId: 99 });
    expect(actor.getSnapshot().context.currentVideoId).toBe(1);
  });

  it('resumes a finished video from its start', () => {
    const { actor, persistPlayback } = start({ playback: { 1: { position: 80, rate: 1 } } });
    actor.send({ type: 'player.ended' });
    expect(persistPlayback).toHaveBeenLastCalledWith(expect.anything(), {
      videoId: 1,
      position: 0,
      rate: 1,
    });
  });

  it('ignores player events when the course has no video', () => {
    const { actor, warn } = start({ videos: [] });
    actor.send(at(50));
    actor.send({ type: 'player.ended' });
    actor.send({ type: 'player.error', error: 'x' });
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const pendingActors = {
      createVideoProgress: fromPromise<number, CreateVideoProgressInput>(
        () => new Promise(() => {}),
      ),
      updateVideoProgress: fromPromise<void, UpdateVideoProgressInput>(() => new Promise(() => {})),
      saveCourseProgress: fromPromise<void, SaveCourseProgressInput>(() => new Promise(() => {})),
    };
    const events = [
      at(60),
      { type: 'video.select', videoId: 2 },
      { type: 'xstate.done.actor.createVideoProgress', output: 7 },
      { type: 'xstate.done.actor.updateVideoProgress' },
      { type: 'xstate.done.actor.saveCourseProgress' },
    ] as unknown as VideoProgressEvent[];
    const paths = getShortestPaths(videoProgressMachine, {
      input,
      events,
      // The value alone would merge 'idle' before and after a video has its record.
      serializeState: ({ value, context }) =>
        JSON.stringify([
          value,
          context.currentVideoId,
          context.queue,
          context.sending,
          context.videos,
        ]),
    });

    for (const path of paths) {
      const actor = createTestActor(videoProgressMachine.provide({ actors: pendingActors }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect([...new Set(paths.map((path) => String(path.state.value)))].sort()).toEqual([
      'creatingEntry',
      'idle',
      'savingCourse',
      'updatingEntry',
    ]);
  });
});
