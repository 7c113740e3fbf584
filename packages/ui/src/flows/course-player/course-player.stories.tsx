import { VIDEO_PROGRESS_MESSAGE_KEYS, type VideoProgressInput } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, useDrivenActor } from '../use-story-actor';
import { CoursePlayer } from './course-player';
import { BANNERS, CHAPTERS, INPUT, playerMachine, VIDEOS } from './course-player.fixtures';
import {
  chooseInMenu,
  clickPicture,
  frameOf,
  menuItems,
  playbackOf,
  videoOf,
  whenControlsReady,
} from './course-player.story-helpers';

const machines = {
  real: playerMachine(),
  creating: playerMachine('create'),
  updating: playerMachine('update'),
};
const flowMachine = machines.real;

interface DemoProps {
  machine: keyof typeof machines;
  input?: Partial<VideoProgressInput>;
  events?: readonly EventOf<typeof flowMachine>[];
  banners?: boolean;
  /** The current video's source never sends data (a media source left empty). */
  stalled?: boolean;
}

function CoursePlayerDemo({ machine, input, events, banners = true, stalled }: DemoProps) {
  const actor = useDrivenActor(machines[machine], { input: { ...INPUT, ...input }, events });
  const [videos] = useState(() =>
    stalled
      ? VIDEOS.map((video) =>
          video.id === INPUT.currentVideoId
            ? { ...video, src: URL.createObjectURL(new MediaSource()) }
            : video,
        )
      : VIDEOS,
  );
  return (
    <CoursePlayer
      actor={actor}
      title="Augmentarea buzelor cu acid hialuronic"
      videos={videos}
      chapters={CHAPTERS}
      banners={banners ? BANNERS : []}
      counts={{ theoretical: 2, practical: 2 }}
    />
  );
}

const meta = {
  title: 'Flows/CoursePlayer',
  component: CoursePlayerDemo,
  args: { machine: 'real', banners: false },
  parameters: {
    flow: { machine: flowMachine, messages: VIDEO_PROGRESS_MESSAGE_KEYS },
    layout: 'padded',
  },
} satisfies Meta<typeof CoursePlayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Time and the picture change while a video plays: no fixed picture to compare. */
const moving = { visual: { disable: true } };
/** A time update at the given percent of a 100-second video. */
const at = (percent: number) =>
  ({ type: 'player.timeUpdate', currentTime: percent, duration: 100 }) as const;

/**
 * Idle, paused: the course opened at its first unfinished video (a plain MP4); the list marks the
 * watched one, the counts and the course progress (35 %) show; the controls are media-chrome's.
 */
export const Idle: Story = {
  args: { banners: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenControlsReady(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="course-player"]')).toHaveAttribute(
      'data-state',
      'idle',
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByText('Videoclipuri teoretice: 2')).toBeVisible();
    const list = canvasElement.querySelector('[data-slot="video-list"]') as HTMLElement;
    const items = within(list).getAllByRole('button');
    await expect(items[0]).toHaveAttribute('data-watched');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
    await expect(frameOf(canvasElement)).toHaveAttribute('aria-label', 'Player video');
    await expect(frameOf(canvasElement).querySelector('media-play-button')).toHaveAttribute(
      'aria-label',
      'Redare',
    );
    await expect(frameOf(canvasElement).querySelector('media-time-display')).toHaveAttribute(
      'role',
      'timer',
    );
  },
};

/** Loading: the source has not given its first frame yet (a stream that never sends data). */
export const IdleLoading: Story = {
  parameters: moving,
  args: { stalled: true },
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    await expect(playbackOf(canvasElement)).toBe('loading');
    await expect(videoOf(canvasElement).readyState).toBe(0);
  },
};

/** Playing: a click on the picture plays, a second click pauses. */
export const IdlePlayingByClick: Story = {
  parameters: moving,
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    const video = videoOf(canvasElement);
    video.muted = true;
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
    await clickPicture(video);
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('playing'));
    await clickPicture(video);
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
  },
};

/** Paused by Space: one press plays, the next pauses (once each, not play then pause). */
export const IdlePausedBySpace: Story = {
  parameters: moving,
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    const video = videoOf(canvasElement);
    video.muted = true;
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
    video.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
    await expect(video.paused).toBe(true);
  },
};

/** The speed chosen in the menu (2×) sticks when the next lesson starts at the end. */
export const IdleSpeedSticksOnNextLesson: Story = {
  parameters: moving,
  args: { input: { currentVideoId: 2 } },
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    const video = videoOf(canvasElement);
    video.muted = true;
    await chooseInMenu(canvasElement, 'media-playback-rate-menu-button', '2');
    await waitFor(() => expect(video.playbackRate).toBe(2));
    await waitFor(() => expect(video.readyState).toBeGreaterThan(0));
    video.currentTime = Math.max(0, video.duration - 0.2);
    await video.play();
    const next = await within(canvasElement).findByRole(
      'button',
      { name: 'Videoclipul următor: Tehnica cu canulă' },
      { timeout: 5000 },
    );
    await userEvent.click(next);
    await expect(videoOf(canvasElement)).toBe(video);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/demo/video/theory.mp4'));
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('playing'));
    video.pause();
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
    await expect(video.playbackRate).toBe(2);
    await expect(
      frameOf(canvasElement).querySelector('media-playback-rate-menu-button'),
    ).toHaveAttribute('mediaplaybackrate', '2');
  },
};

/** With captions: one track per language; the captions menu (or C) turns the chosen one on. */
export const IdleWithCaptions: Story = {
  args: { input: { currentVideoId: 1 } },
  parameters: moving,
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    const video = videoOf(canvasElement);
    await expect([...video.textTracks].map((track) => track.language)).toEqual(['ro', 'en', '']);
    await chooseInMenu(canvasElement, 'media-captions-menu-button', 'cc:en:English');
    await waitFor(() => expect(video.textTracks[1]?.mode).toBe('showing'));
    await expect(video.textTracks[0]?.mode).not.toBe('showing');
  },
};

/** HLS: hls.js streams the playlist; the quality menu lists Auto and both renditions. */
export const IdleHlsWithQualityMenu: Story = {
  args: { input: { currentVideoId: 1 } },
  parameters: moving,
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    const video = videoOf(canvasElement) as HTMLVideoElement & {
      videoRenditions: { length: number; selectedIndex: number };
    };
    await waitFor(() => expect(video.videoRenditions.length).toBe(2), { timeout: 5000 });
    await expect(video.currentSrc).toMatch(/^blob:/);
    const items = await menuItems(canvasElement, 'media-rendition-menu-button');
    await expect(items.map((item) => item.value).sort()).toEqual(['0', '1', 'auto']);
    await expect(items.some((item) => item.textContent?.includes('Automat'))).toBe(true);
    await chooseInMenu(canvasElement, 'media-rendition-menu-button', '0');
    await waitFor(() => expect(video.videoRenditions.selectedIndex).toBe(0));
  },
};

/** MP4 fallback: a video without a playlist plays its file; there is no quality to choose. */
export const IdleMp4Fallback: Story = {
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    const video = videoOf(canvasElement);
    await expect(video.getAttribute('src')).toBe('/demo/video/practice.mp4');
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('paused'));
    await expect(frameOf(canvasElement)).toHaveAttribute('mediarenditionunavailable');
    await expect(
      frameOf(canvasElement).querySelector('media-rendition-menu-button'),
    ).not.toBeVisible();
  },
};

/** Error: the file cannot be played; the player says so (and the machine is told). */
export const IdleError: Story = {
  args: { input: { currentVideoId: 4 } },
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    await waitFor(() => expect(playbackOf(canvasElement)).toBe('error'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Videoclipul nu poate fi redat acum',
    );
  },
};

/** A chapter of the accordion lists its videos; choosing one there plays it in the same element. */
export const IdleWithChapters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = videoOf(canvasElement);
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
    await expect(videoOf(canvasElement)).toBe(video);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/demo/video/theory.mp4'));
    await whenControlsReady(canvasElement);
  },
};

/** Completed: every video watched, the label says so. */
export const IdleCompleted: Story = {
  args: {
    input: {
      fullProgress: 100,
      videos: INPUT.videos.map((video, index) => ({
        ...video,
        entryId: 11 + index,
        progress: 100,
      })),
      currentVideoId: 2,
    },
  },
  play: async ({ canvasElement }) => {
    await whenControlsReady(canvasElement);
    await expect(
      canvasElement.querySelector('[data-slot="course-progress-label"]'),
    ).toHaveTextContent('Finalizat');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** A report under way: the machine in `state`, and the player saying it saves. */
async function expectSaving(canvasElement: HTMLElement, state: string) {
  await whenControlsReady(canvasElement);
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="course-player"]')).toHaveAttribute(
      'data-state',
      state,
    ),
  );
  await expect(within(canvasElement).getByText('Se salvează progresul…')).toBeVisible();
}

/** Creating the entry: the first report of a video without a record (a POST under way). */
export const CreatingEntry: Story = {
  args: { machine: 'creating', input: { currentVideoId: 3 }, events: [at(20)] },
  play: ({ canvasElement }) => expectSaving(canvasElement, 'creatingEntry'),
};

/** Updating the entry: a later report of a video with its record (a PATCH under way). */
export const UpdatingEntry: Story = {
  args: { machine: 'updating', events: [at(60)] },
  play: ({ canvasElement }) => expectSaving(canvasElement, 'updatingEntry'),
};
