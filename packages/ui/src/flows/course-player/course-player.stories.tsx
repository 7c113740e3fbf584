import {
  VIDEO_PROGRESS_MESSAGE_KEYS,
  type VideoProgressInput,
  videoProgressMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { CoursePlayer, type CoursePlayerChapter, type CoursePlayerVideo } from './course-player';

const meta = {
  title: 'Flows/CoursePlayer',
  component: CoursePlayerDemo,
  args: { machine: 'real' },
  parameters: {
    flow: { machine: videoProgressMachine, messages: VIDEO_PROGRESS_MESSAGE_KEYS },
    layout: 'padded',
  },
} satisfies Meta<typeof CoursePlayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const resolved = {
  createVideoProgress: storyPromise<number>({ settle: 'resolve', output: 501 }),
  updateVideoProgress: storyPromise<void>({ settle: 'resolve', output: undefined }),
  saveCourseProgress: storyPromise<void>({ settle: 'resolve', output: undefined }),
};
const machines = {
  real: videoProgressMachine.provide({ actors: resolved }),
  creating: videoProgressMachine.provide({
    actors: { ...resolved, createVideoProgress: storyPromise<number>({ settle: 'never' }) },
  }),
  updating: videoProgressMachine.provide({
    actors: { ...resolved, updateVideoProgress: storyPromise<void>({ settle: 'never' }) },
  }),
  saving: videoProgressMachine.provide({
    actors: { ...resolved, saveCourseProgress: storyPromise<void>({ settle: 'never' }) },
  }),
};

const VIDEOS: CoursePlayerVideo[] = [
  {
    id: 1,
    title: 'Anatomia buzelor',
    duration: '00:02',
    src: '/demo/video/theory.mp4',
    kind: 'theoretical',
  },
  {
    id: 2,
    title: 'Alegerea filerului',
    duration: '00:05',
    src: '/demo/video/practice.mp4',
    kind: 'theoretical',
  },
  {
    id: 3,
    title: 'Tehnica cu canulă',
    duration: '00:05',
    src: '/demo/video/practice.mp4',
    kind: 'practical',
  },
  {
    id: 4,
    title: 'Caz clinic: restabilirea volumului',
    duration: '00:02',
    src: '/demo/video/theory.mp4',
    kind: 'practical',
  },
];

const CHAPTERS: CoursePlayerChapter[] = [
  { id: 1, name: 'Teorie', description: 'Vase, zone de risc și proporții.', videoIds: [1, 2] },
  { id: 2, name: 'Practică', videoIds: [3, 4] },
];

const BANNERS = [
  { id: 1, image: '/demo/content/article-1.svg', link: '/ro/promotions/1' },
  { id: 2, image: '/demo/content/article-2.svg', link: '/ro/promotions/2' },
];

/** Video 1 watched, video 2 started (with its record), 3 and 4 not started: the course at 35 %. */
const INPUT: VideoProgressInput = {
  accessId: 7,
  lang: 'ro',
  fullProgress: 35,
  videos: [
    { videoId: 1, entryId: 11, progress: 100 },
    { videoId: 2, entryId: 12, progress: 40 },
    { videoId: 3, entryId: null, progress: 0 },
    { videoId: 4, entryId: null, progress: 0 },
  ],
  currentVideoId: 2,
};

type Event = EventOf<typeof videoProgressMachine>;
/** A time update at the given percent of a 100-second video. */
const at = (percent: number): Event => ({
  type: 'player.timeUpdate',
  currentTime: percent,
  duration: 100,
});

interface DemoProps {
  machine: keyof typeof machines;
  input?: Partial<VideoProgressInput>;
  events?: readonly Event[];
  banners?: boolean;
}

function CoursePlayerDemo({ machine, input, events, banners = true }: DemoProps) {
  const actor = useDrivenActor(machines[machine], { input: { ...INPUT, ...input }, events });
  return (
    <CoursePlayer
      actor={actor}
      title="Augmentarea buzelor cu acid hialuronic"
      videos={VIDEOS}
      chapters={CHAPTERS}
      banners={banners ? BANNERS : []}
      counts={{ theoretical: 2, practical: 2 }}
    />
  );
}

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="course-player"]');
const progressLabel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="course-progress-label"]');

/**
 * Idle: the course opened at its first unfinished video; the list marks the watched one, the
 * counts and the course progress (in progress, 35 %) show; choosing a video plays it in the same
 * element.
 */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(progressLabel(canvasElement)).toHaveTextContent('În curs');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByText('Videoclipuri teoretice: 2')).toBeVisible();
    await expect(canvas.getByText('Videoclipuri practice: 2')).toBeVisible();
    const list = canvasElement.querySelector('[data-slot="video-list"]') as HTMLElement;
    const items = within(list).getAllByRole('button');
    await expect(items[0]).toHaveAttribute('data-watched');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.getAttribute('src')).toBe('/demo/video/practice.mp4');
    await userEvent.click(items[0] as HTMLElement);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelector('video')).toBe(video);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/demo/video/theory.mp4'));
  },
};

/** The speed menu and the shortcuts: m mutes, → seeks, the speed sticks when the video changes. */
export const IdleWithKeyboard: Story = {
  args: { banners: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await userEvent.selectOptions(canvas.getByLabelText('Viteză'), '1.5');
    await expect(video.playbackRate).toBe(1.5);
    video.focus();
    await userEvent.keyboard('m');
    await expect(video.muted).toBe(true);
    await userEvent.keyboard('m');
    await expect(video.muted).toBe(false);
    const list = canvasElement.querySelector('[data-slot="video-list"]') as HTMLElement;
    await userEvent.click(within(list).getAllByRole('button')[2] as HTMLElement);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/demo/video/practice.mp4'));
    await waitFor(() => expect(video.readyState).toBeGreaterThan(0));
    await expect(video.playbackRate).toBe(1.5);
    await expect(canvas.getByLabelText('Viteză')).toHaveValue('1.5');
  },
};

/** A chapter of the accordion lists its videos; choosing one there plays it. */
export const IdleWithChapters: Story = {
  args: { banners: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chapter = canvas.getByRole('button', { name: /Practică/ });
    await userEvent.click(chapter);
    await expect(chapter).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.querySelector(
      '[data-slot="accordion-content"] [data-slot="video-list"]',
    ) as HTMLElement;
    await userEvent.click(within(panel).getByRole('button', { name: /Tehnica cu canulă/ }));
    await expect(within(panel).getByRole('button', { name: /Tehnica cu canulă/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Completed: every video watched, the label says so. */
export const IdleCompleted: Story = {
  args: {
    banners: false,
    input: {
      fullProgress: 100,
      videos: INPUT.videos.map((video, index) => ({
        ...video,
        entryId: 11 + index,
        progress: 100,
      })),
      currentVideoId: 1,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(progressLabel(canvasElement)).toHaveTextContent('Finalizat');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** Creating the entry: the first report of a video without a record (a POST under way). */
export const CreatingEntry: Story = {
  args: { machine: 'creating', input: { currentVideoId: 3 }, events: [at(20)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'creatingEntry'));
    await expect(within(canvasElement).getByText('Se salvează progresul…')).toBeVisible();
  },
};

/** Updating the entry: a later report of a video with its record (a PATCH under way). */
export const UpdatingEntry: Story = {
  args: { machine: 'updating', events: [at(60)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'updatingEntry'));
    await expect(within(canvasElement).getByText('Se salvează progresul…')).toBeVisible();
  },
};

/**
 * Dequeuing (left at once): a report made while another is sent waits in the queue and goes
 * out next, as an update of the record the first one created.
 */
export const DequeuingAWaitingReport: Story = {
  args: { machine: 'updating', input: { currentVideoId: 3 }, events: [at(20), at(45)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'updatingEntry'));
    const list = canvasElement.querySelector('[data-slot="video-list"]') as HTMLElement;
    await expect(within(list).getAllByRole('button')[2]).toHaveTextContent('20% vizionat');
  },
};

/**
 * Checking the course (left at once): after a report the course mean is compared with the
 * stored one; unchanged, nothing is saved and the player is idle again.
 */
export const CheckingCourseUnchanged: Story = {
  args: {
    input: {
      fullProgress: 38,
      videos: INPUT.videos.map((video) =>
        video.videoId === 2 ? { ...video, progress: 40 } : video,
      ),
    },
    events: [at(52)],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'idle'));
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
  },
};

/** Saving the course: the mean changed (35 → 40 %), its PATCH is under way. */
export const SavingCourse: Story = {
  args: { machine: 'saving', events: [at(60)] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'savingCourse'));
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const list = canvasElement.querySelector('[data-slot="video-list"]') as HTMLElement;
    await expect(within(list).getAllByRole('button')[1]).toHaveTextContent('60% vizionat');
  },
};
