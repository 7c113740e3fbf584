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
  shouldReportPosition,
  shouldReportProgress,
} from './video-progress.rules';
import { selectVideoProgress } from './video-progress.selectors';
import type {
  CreatedVideoProgress,
  CreateVideoProgressInput,
  UpdateVideoProgressInput,
  VideoProgressAnswer,
  VideoProgressEvent,
  VideoProgressInput,
} from './video-progress.types';

const input: VideoProgressInput = {
  accessId: 5,
  lang: 'ro',
  fullProgress: 20,
  videos: [
    { videoId: 1, entryId: null, progress: 0 },
    { videoId: 2, entryId: 22, progress: 40, position: 12 },
  ],
};

/**
 * A fake server: each call is recorded; creates answer 101, 102…; every answer carries the
 * course progress of what it stored, by the contract's rule, as the API computes it.
 */
function fakeApi(videos = input.videos, failing = () => false) {
  const stored = new Map(videos.map((video) => [video.videoId, video.progress]));
  const entries = new Map<number, number>([[22, 2]]);
  const calls = {
    create: [] as CreateVideoProgressInput[],
    update: [] as UpdateVideoProgressInput[],
  };
  const store = (videoId: number, viewed: unknown) => {
    const value = Math.max(stored.get(videoId) ?? 0, normalizeProgress(Number(viewed)));
    stored.set(videoId, value);
    return courseProgress([...stored.values()]);
  };
  const actors = {
    createVideoProgress: fromPromise<CreatedVideoProgress, CreateVideoProgressInput>(
      async ({ input }) => {
        calls.create.push(input);
        const id = 100 + calls.create.length;
        entries.set(id, Number(input.video));
        return { id, full_progress: store(Number(input.video), input.how_many_viewed) };
      },
    ),
    updateVideoProgress: fromPromise<VideoProgressAnswer, UpdateVideoProgressInput>(
      async ({ input }) => {
        calls.update.push(input);
        if (failing()) throw new Error('502');
        return { full_progress: store(entries.get(input.id) ?? 0, input.how_many_viewed) };
      },
    ),
  };
  return { calls, actors };
}

function start(overrides: Partial<VideoProgressInput> = {}) {
  const api = fakeApi(overrides.videos);
  const actions = { warn: vi.fn(), retryPlay: vi.fn() };
  const actor = createTestActor(videoProgressMachine.provide({ actors: api.actors, actions }), {
    input: { ...input, ...overrides },
  }).start();
  return { actor, ...api, ...actions };
}

type Actor = ReturnType<typeof start>['actor'];
const idle = (actor: Actor) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0);
/** A time update at the given percent of a 100-second video. */
const at = (percent: number): VideoProgressEvent => ({
  type: 'player.timeUpdate',
  currentTime: percent,
  duration: 100,
});
/** What every report carries beyond the spec: where the video is and the speed. */
const report = (how_many_viewed: number, position: number, rate = 1) => ({
  watched: how_many_viewed >= 100,
  how_many_viewed,
  position,
  rate,
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

  it('reports a percent only more than 10 above the stored one, a position every 30 s', () => {
    expect(shouldReportProgress(30, 20)).toBe(false);
    expect(shouldReportProgress(31, 20)).toBe(true);
    expect(shouldReportPosition(29.9, 0)).toBe(false);
    expect(shouldReportPosition(30, 0)).toBe(true);
    expect(shouldReportPosition(10, 300)).toBe(true);
  });

  it('averages the normalised videos, complete only when every video is', () => {
    expect(courseProgress([100, 40, 0])).toBe(46);
    expect(courseProgress([100, 79])).toBe(89);
    expect(courseProgress([100, 92])).toBe(100);
    expect(courseProgress([100, 100, 100, 66])).toBe(91);
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

describe('videoProgressMachine: progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates the record on the first report, unwatched below 100', async () => {
    const { actor, calls } = start();

    actor.send(at(10));
    expect(calls.create).toEqual([]);
    actor.send(at(11));
    expect(actor.getSnapshot().value).toBe('creatingEntry');
    await idle(actor);

    expect(calls.create).toEqual([{ access_to_courses: 5, video: 1, ...report(11, 11) }]);
    expect(actor.getSnapshot().context.videos[0]).toMatchObject({
      videoId: 1,
      entryId: 101,
      progress: 11,
      keptPosition: 11,
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
    expect(calls.update).toEqual([{ id: 101, ...report(31, 31) }]);
  });

  it('sends reports one at a time: one made while creating becomes an update', async () => {
    let finishCreate: (answer: CreatedVideoProgress) => void = () => {};
    const api = fakeApi();
    const actor = createTestActor(
      videoProgressMachine.provide({
        actors: {
          ...api.actors,
          createVideoProgress: fromPromise<CreatedVideoProgress, CreateVideoProgressInput>(
            () => new Promise((resolve) => (finishCreate = resolve)),
          ),
        },
      }),
      { input },
    ).start();

    actor.send(at(20));
    actor.send(at(45));
    expect(actor.getSnapshot().context).toMatchObject({
      sending: { videoId: 1, progress: 20, position: 20 },
      queue: [{ videoId: 1, progress: 45 }],
    });
    finishCreate({ id: 77, full_progress: 30 });
    await idle(actor);

    expect(api.calls.update).toEqual([{ id: 77, ...report(45, 45) }]);
  });

  it('stores 90 % or more as 100 and marks the video watched', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });

    actor.send(at(90));
    await idle(actor);

    expect(calls.update).toEqual([{ id: 22, ...report(100, 90) }]);
    expect(selectVideoProgress(actor.getSnapshot()).videos[1]).toMatchObject({
      progress: 100,
      watched: true,
      labelKey: 'videoProgress.completed',
    });
  });

  it('reports 100 on end, once, and the video resumes from its start', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });

    actor.send({ type: 'player.ended' });
    await idle(actor);
    actor.send({ type: 'player.ended' });
    await idle(actor);

    expect(calls.update).toEqual([{ id: 22, ...report(100, 0) }]);
    expect(selectVideoProgress(actor.getSnapshot()).resume).toEqual({ position: 0, rate: 1 });
  });

  it('makes one call per step: the answer carries the course progress, nothing else is sent', async () => {
    const { actor, calls } = start();

    actor.send(at(50));
    await idle(actor);
    expect(calls.create).toHaveLength(1);
    expect(calls.update).toEqual([]);
    // The server's mean of 50 and 40, answered with the report.
    expect(actor.getSnapshot().context.fullProgress).toBe(45);
    expect(selectVideoProgress(actor.getSnapshot())).toMatchObject({
      courseProgress: 45,
      courseLabelKey: 'videoProgress.inProgress',
    });
  });

  it('leaves a course with its last lesson at two thirds in progress, finished by its end', async () => {
    const videos = [1, 2, 3, 4].map((videoId) => ({
      videoId,
      entryId: videoId === 4 ? null : 10 + videoId,
      progress: videoId === 4 ? 0 : 100,
    }));
    const { actor } = start({ videos, fullProgress: 75, currentVideoId: 4 });

    actor.send(at(66.7));
    await idle(actor);
    expect(actor.getSnapshot().context.fullProgress).toBe(91);
    expect(selectVideoProgress(actor.getSnapshot())).toMatchObject({
      courseProgress: 91,
      courseLabelKey: 'videoProgress.inProgress',
    });

    actor.send({ type: 'player.ended' });
    await idle(actor);
    expect(actor.getSnapshot().context.fullProgress).toBe(100);
    expect(selectVideoProgress(actor.getSnapshot()).courseLabelKey).toBe('videoProgress.completed');
  });

  it('warns and retries play from the resume position on a player error', () => {
    const { actor, warn, retryPlay } = start({ currentVideoId: 2 });
    const error = new Error('decode');

    actor.send({ type: 'player.error', error });

    expect(warn).toHaveBeenCalledWith(expect.anything(), { error });
    expect(retryPlay).toHaveBeenCalledWith(expect.anything(), { videoId: 2, position: 12 });
  });

  it('warns on a failed report and reports again on the next time update', async () => {
    let fail = true;
    const api = fakeApi(input.videos, () => fail);
    const warn = vi.fn();
    const actor = createTestActor(
      videoProgressMachine.provide({ actions: { warn }, actors: api.actors }),
      {
        input: { ...input, currentVideoId: 2 },
      },
    ).start();

    actor.send(at(60));
    await idle(actor);
    expect(warn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.videos[1]?.progress).toBe(40);

    fail = false;
    actor.send(at(61));
    await idle(actor);
    expect(api.calls.update.slice(1)).toEqual([{ id: 22, ...report(61, 61) }]);
  });

  it('ignores player events when the course has no video', () => {
    const { actor, warn } = start({ videos: [] });
    actor.send(at(50));
    actor.send({ type: 'player.ended' });
    actor.send({ type: 'player.pause', currentTime: 3 });
    actor.send({ type: 'player.rateChange', rate: 2 });
    actor.send({ type: 'player.error', error: 'x' });
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('videoProgressMachine: where each video was left, and the speed (kept on the server)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A time update at a second of a 1000-second video (a percent every 10 s). */
  const second = (currentTime: number): VideoProgressEvent => ({
    type: 'player.timeUpdate',
    currentTime,
    duration: 1000,
  });

  it('resumes each video where the server has it, at the speed the user chose', () => {
    const { actor } = start({ rate: 1.5 });
    expect(selectVideoProgress(actor.getSnapshot())).toMatchObject({
      resume: { position: 0, rate: 1.5 },
      rate: 1.5,
    });
    actor.send({ type: 'video.select', videoId: 2 });
    expect(selectVideoProgress(actor.getSnapshot()).resume).toEqual({ position: 12, rate: 1.5 });
    actor.send({ type: 'video.select', videoId: 99 });
    expect(actor.getSnapshot().context.currentVideoId).toBe(2);
  });

  it('reports a pause at once, its percent unchanged, and not twice for the same place', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });
    actor.send(second(13));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'player.pause', currentTime: 14.5 });
    await idle(actor);
    // The page hides right after the pause: the same place, nothing more to send.
    actor.send({ type: 'player.pause', currentTime: 14.5 });
    await idle(actor);

    expect(calls.update).toEqual([{ id: 22, ...report(40, 14.5) }]);
    expect(calls.create).toEqual([]);
    actor.send({ type: 'video.select', videoId: 1 });
    actor.send({ type: 'video.select', videoId: 2 });
    expect(selectVideoProgress(actor.getSnapshot()).resume.position).toBe(14.5);
  });

  it('creates the record of a video paused before its first percent report, at 0 %', async () => {
    const { actor, calls } = start();
    actor.send(second(8));
    actor.send({ type: 'player.pause', currentTime: 8 });
    await idle(actor);
    expect(calls.create).toEqual([{ access_to_courses: 5, video: 1, ...report(0, 8) }]);
    expect(actor.getSnapshot().context.videos[0]?.entryId).toBe(101);
  });

  it('reports the position every 30 s of playback while the percent does not move enough', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });
    // As a browser does, each time update comes in a task of its own (the answers in between).
    for (let time = 12; time <= 100; time += 0.25) {
      actor.send(second(time));
      await idle(actor);
    }

    // 12 s kept; 42 s and 72 s are 30 s further; 4.2 % to 10 % never passes 40 + 10.
    expect(calls.update.map((call) => call.position)).toEqual([42, 72]);
    expect(calls.update.every((call) => call.how_many_viewed === 40)).toBe(true);
  });

  it('sends a new speed at once with the current video, and with every report after', async () => {
    const { actor, calls } = start({ currentVideoId: 2 });
    actor.send(second(20));
    actor.send({ type: 'player.rateChange', rate: 1.25 });
    await idle(actor);
    actor.send({ type: 'player.rateChange', rate: 1.25 });
    await idle(actor);
    expect(calls.update).toEqual([{ id: 22, ...report(40, 20, 1.25) }]);

    actor.send({ type: 'video.select', videoId: 1 });
    actor.send(at(15));
    await idle(actor);
    expect(calls.create).toEqual([{ access_to_courses: 5, video: 1, ...report(15, 15, 1.25) }]);
    expect(selectVideoProgress(actor.getSnapshot()).resume).toEqual({ position: 15, rate: 1.25 });
  });

  it('reports the start again after the end of a watched video', async () => {
    const { actor, calls } = start({
      currentVideoId: 2,
      videos: [{ videoId: 2, entryId: 22, progress: 100, position: 80 }],
    });
    actor.send({ type: 'player.ended' });
    await idle(actor);
    expect(calls.update).toEqual([{ id: 22, ...report(100, 0) }]);
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const pendingActors = {
      createVideoProgress: fromPromise<CreatedVideoProgress, CreateVideoProgressInput>(
        () => new Promise(() => {}),
      ),
      updateVideoProgress: fromPromise<VideoProgressAnswer, UpdateVideoProgressInput>(
        () => new Promise(() => {}),
      ),
    };
    const events = [
      at(60),
      { type: 'player.pause', currentTime: 30 },
      { type: 'video.select', videoId: 2 },
      { type: 'xstate.done.actor.createVideoProgress', output: { id: 7, full_progress: 50 } },
      { type: 'xstate.done.actor.updateVideoProgress', output: { full_progress: 50 } },
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
      'updatingEntry',
    ]);
  });
});
