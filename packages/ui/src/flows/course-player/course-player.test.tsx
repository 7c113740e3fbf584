import {
  selectVideoProgress,
  type VideoProgressActorRef,
  type VideoProgressInput,
} from '@academy/machines';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useDrivenActor } from '../use-story-actor';
import { CoursePlayer } from './course-player';
import { BANNERS, CHAPTERS, INPUT, playerMachine, VIDEOS } from './course-player.fixtures';

const machine = playerMachine();
let actor: VideoProgressActorRef;

function Player({ input }: { input?: Partial<VideoProgressInput> }) {
  actor = useDrivenActor(machine, { input: { ...INPUT, ...input } });
  return (
    <CoursePlayer
      actor={actor}
      title="Curs"
      videos={VIDEOS}
      chapters={CHAPTERS}
      banners={BANNERS.slice(0, 1)}
      counts={{ theoretical: 2, practical: 2 }}
    />
  );
}

const render = (input?: Partial<VideoProgressInput>) => {
  const result = renderWithProviders(<Player input={input} />);
  const video = result.container.querySelector('video') as HTMLVideoElement;
  const list = result.container.querySelector('[data-slot="video-list"]') as HTMLElement;
  return { ...result, video, items: within(list).getAllByRole('button') };
};

describe('CoursePlayer', () => {
  it('shows the current video, the list marks, counts, progress and banners', () => {
    const { video, items } = render();
    expect(video.getAttribute('src')).toBe('/demo/video/practice.mp4');
    expect(video.querySelector('track')).toBeNull();
    expect(items[0]).toHaveAttribute('data-watched');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Videoclipuri teoretice: 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
    expect(screen.getByRole('img', { name: 'Oferta 1' })).toBeInTheDocument();
  });

  it('plays another video in the same element, with its captions per language and thumbnails', () => {
    const { container, video, items } = render();
    fireEvent.click(items[2] as HTMLElement);
    expect(container.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe('/demo/video/theory.mp4');
    fireEvent.click(items[0] as HTMLElement);
    expect(container.querySelector('video')).toBe(video);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.kind, track.srclang, track.label])).toEqual([
      ['captions', 'ro', 'Română'],
      ['captions', 'en', 'English'],
      ['metadata', '', 'thumbnails'],
    ]);
  });

  it('keeps the speed the machine holds across a change of video, and reports a new one', () => {
    const { video, items } = render({ rate: 1.5 });
    expect(video.defaultPlaybackRate).toBe(1.5);
    expect(video.playbackRate).toBe(1.5);
    // The user picks 2× in the speed menu: the element changes, the machine is told.
    video.playbackRate = 2;
    fireEvent(video, new Event('ratechange'));
    expect(selectVideoProgress(actor.getSnapshot()).resume.rate).toBe(2);
    expect(video.defaultPlaybackRate).toBe(2);
    // The next video: a new source resets the element to its default speed, which is 2.
    fireEvent.click(items[2] as HTMLElement);
    video.playbackRate = video.defaultPlaybackRate;
    fireEvent.loadedMetadata(video);
    fireEvent.pause(video);
    expect(video.playbackRate).toBe(2);
    expect(selectVideoProgress(actor.getSnapshot()).resume.rate).toBe(2);
  });

  it('offers the next video at the end and plays it in the same element', () => {
    const { container, video } = render({ currentVideoId: 1 });
    expect(screen.queryByRole('button', { name: /Videoclipul următor/ })).toBeNull();
    fireEvent.ended(video);
    expect(container.querySelector('[data-slot="course-player-frame"]')).toHaveAttribute(
      'data-playback',
      'ended',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Videoclipul următor: Alegerea filerului' }),
    );
    expect(container.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe('/demo/video/practice.mp4');
    expect(screen.queryByRole('button', { name: /Videoclipul următor/ })).toBeNull();
  });

  it('says when the video cannot be played and tells the machine', () => {
    const { container, video } = render({ currentVideoId: 4 });
    fireEvent.error(video);
    expect(container.querySelector('[data-slot="course-player-frame"]')).toHaveAttribute(
      'data-playback',
      'error',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Videoclipul nu poate fi redat acum');
  });

  it('reports time updates to the machine (a first report creates the entry)', async () => {
    const { video, container } = render({ currentVideoId: 3 });
    Object.defineProperty(video, 'duration', { value: 100, configurable: true });
    Object.defineProperty(video, 'currentTime', { value: 95, configurable: true });
    fireEvent.timeUpdate(video);
    const list = container.querySelector('[data-slot="video-list"]') as HTMLElement;
    await waitFor(() =>
      expect(within(list).getAllByText('Vizionat', { selector: 'span', exact: true })).toHaveLength(
        2,
      ),
    );
  });
});

/**
 * The keys are media-chrome's controller's (its range controls need more CSS than happy-dom
 * parses, so the player keeps the browser's controls here): it is loaded alone, and happy-dom's
 * RemotePlayback is given the promises it lacks.
 */
describe("CoursePlayer in media-chrome's controller", () => {
  const remote = Object.getPrototypeOf(document.createElement('video').remote ?? {});
  const original = Object.getOwnPropertyDescriptors(remote);
  beforeAll(async () => {
    remote.watchAvailability = () => Promise.resolve(0);
    remote.cancelWatchAvailability = () => Promise.resolve();
    await import('media-chrome/dist/media-controller.js');
  });
  afterAll(() => {
    for (const name of ['watchAvailability', 'cancelWatchAvailability'] as const) {
      const descriptor = original[name];
      if (descriptor) Object.defineProperty(remote, name, descriptor);
      else Reflect.deleteProperty(remote, name);
    }
  });

  it('plays or pauses once per Space press (on key-up)', async () => {
    const { container, video } = render();
    const frame = container.querySelector('[data-slot="course-player-frame"]') as HTMLElement;
    await waitFor(() => expect(frame).toHaveAttribute('role', 'region'));
    const calls: string[] = [];
    video.play = async () => {
      calls.push('play');
      Object.defineProperty(video, 'paused', { value: false, configurable: true });
      fireEvent.play(video);
    };
    video.pause = () => {
      calls.push('pause');
      Object.defineProperty(video, 'paused', { value: true, configurable: true });
      fireEvent.pause(video);
    };
    fireEvent.keyDown(video, { key: ' ' });
    expect(calls).toEqual([]);
    fireEvent.keyUp(video, { key: ' ' });
    await waitFor(() => expect(calls).toEqual(['play']));
    fireEvent.keyDown(video, { key: ' ' });
    fireEvent.keyUp(video, { key: ' ' });
    await waitFor(() => expect(calls).toEqual(['play', 'pause']));
  });
});
