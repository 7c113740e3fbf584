import { videoProgressMachine } from '@academy/machines';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { CoursePlayer } from './course-player';

const machine = videoProgressMachine.provide({
  actors: {
    createVideoProgress: storyPromise<number>({ settle: 'resolve', output: 9 }),
    updateVideoProgress: storyPromise<void>({ settle: 'resolve', output: undefined }),
    saveCourseProgress: storyPromise<void>({ settle: 'resolve', output: undefined }),
  },
});

function Player({ captions = false, current = 2 }: { captions?: boolean; current?: number }) {
  const actor = useDrivenActor(machine, {
    input: {
      accessId: 1,
      lang: 'ro',
      fullProgress: 50,
      videos: [
        { videoId: 1, entryId: 3, progress: 100 },
        { videoId: 2, entryId: null, progress: 0 },
      ],
      currentVideoId: current,
    },
  });
  return (
    <CoursePlayer
      actor={actor}
      title="Curs"
      videos={[
        { id: 1, title: 'Unu', duration: '01:00', src: '/a.mp4', kind: 'theoretical' },
        {
          id: 2,
          title: 'Doi',
          duration: '02:00',
          src: '/b.mp4',
          kind: 'practical',
          captionsUrl: captions ? '/b.vtt' : null,
        },
      ]}
      chapters={[{ id: 1, name: 'Capitol', videoIds: [1, 2] }]}
      banners={[{ id: 1, image: '/p.jpg', link: '/ro/promotions/1' }]}
      counts={{ theoretical: 1, practical: 1 }}
    />
  );
}

describe('CoursePlayer', () => {
  it('shows the current video, the list marks, counts, progress and banners', () => {
    const { container } = renderWithProviders(<Player />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/b.mp4');
    expect(video.querySelector('track')).toBeNull();
    const list = container.querySelector('[data-slot="video-list"]') as HTMLElement;
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAttribute('data-watched');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Videoclipuri teoretice: 1')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('img', { name: 'Oferta 1' })).toBeInTheDocument();

    fireEvent.click(first as HTMLElement);
    expect(container.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe('/a.mp4');
  });

  it('draws a captions track when the video has captions', () => {
    const { container } = renderWithProviders(<Player captions />);
    const track = container.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/b.vtt');
  });

  it('offers the next video at the end and plays it in the same element', () => {
    const { container } = renderWithProviders(<Player current={1} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(screen.queryByRole('button', { name: /Videoclipul următor/ })).toBeNull();
    fireEvent.ended(video);
    fireEvent.click(screen.getByRole('button', { name: 'Videoclipul următor: Doi' }));
    expect(container.querySelector('video')).toBe(video);
    expect(video.getAttribute('src')).toBe('/b.mp4');
    expect(screen.queryByRole('button', { name: /Videoclipul următor/ })).toBeNull();
  });

  it('mutes with m and keeps space for the buttons', () => {
    const { container } = renderWithProviders(<Player />);
    const video = container.querySelector('video') as HTMLVideoElement;
    fireEvent.keyDown(video, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(video, { key: 'M' });
    expect(video.muted).toBe(false);
  });

  it('reports time updates to the machine (a first report creates the entry)', async () => {
    const { container } = renderWithProviders(<Player />);
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 100, configurable: true });
    Object.defineProperty(video, 'currentTime', { value: 95, configurable: true });
    fireEvent.timeUpdate(video);
    const list = container.querySelector('[data-slot="video-list"]') as HTMLElement;
    await within(list)
      .findByText('Vizionat', { selector: 'span', exact: true })
      .then(() => {});
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
