import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { playerAccessFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The calls the page made: method, path and JSON body. */
function recordCalls() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return async () =>
    Promise.all(
      spy.mock.calls.map(async ([input, init]) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        const text = request.method === 'GET' ? '' : await request.clone().text();
        return {
          method: request.method,
          path: new URL(request.url).pathname,
          body: text ? (JSON.parse(text) as unknown) : null,
        };
      }),
    );
}
/** The progress reports the page sent, as "METHOD path" and body. */
const reportsIn = (calls: Awaited<ReturnType<ReturnType<typeof recordCalls>>>) =>
  calls.filter((call) => call.method !== 'GET');

const videoOf = () => document.querySelector('video') as HTMLVideoElement;
/** The player reports a playback position of a video of the given duration. */
function playTo(currentTime: number, duration: number) {
  const video = videoOf();
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
  Object.defineProperty(video, 'currentTime', { value: currentTime, configurable: true });
  fireEvent.timeUpdate(video);
}

describe('course player page', { timeout: 15_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('opens the course at its first unfinished video with the list, chapters, counts and progress', async () => {
    renderApp(`/ro/course-inner/${playerAccessFixture.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: playerAccessFixture.course.name }),
    ).toBeVisible();
    expect(videoOf().getAttribute('src')).toBe('/demo/video/theory.mp4');
    expect(screen.getByRole('link', { name: 'Cursurile mele' })).toHaveAttribute(
      'href',
      '/ro/dashboard/courses',
    );
    const list = document.querySelector('[data-slot="video-list"]') as HTMLElement;
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('data-watched');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Videoclipuri teoretice: 2')).toBeVisible();
    expect(screen.getByText('Videoclipuri practice: 1')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(document.querySelector('[data-slot="course-progress-label"]')?.textContent).toBe(
      'În curs',
    );
    expect(screen.getByRole('button', { name: /Teorie/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Oferta 1' })).toHaveAttribute(
      'href',
      '/ro/promotions/1',
    );
  });

  it('reports progress in one call a step: an update of the stored entry, then a new entry', async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp(`/ro/course-inner/${playerAccessFixture.id}`);
    await screen.findByRole('heading', { level: 1, name: playerAccessFixture.course.name });

    playTo(60, 100); // video 42 (entry 502) from 35 to 60, at the user's 1.5×
    await vi.waitFor(async () =>
      expect(reportsIn(await calls())).toEqual([
        {
          method: 'PATCH',
          path: '/api/courses/access-course-video/502/',
          body: { how_many_viewed: 60, watched: false, position: 60, rate: 1.5 },
        },
      ]),
    );

    const list = document.querySelector('[data-slot="video-list"]') as HTMLElement;
    await user.click(within(list).getAllByRole('button')[2] as HTMLElement);
    expect(videoOf().getAttribute('src')).toBe('/demo/video/practice.mp4');
    playTo(95, 100); // video 43 has no entry: the first report creates it, as watched
    await vi.waitFor(() =>
      expect(within(list).getAllByRole('button')[2]).toHaveAttribute('data-watched'),
    );
    const reports = reportsIn(await calls());
    expect(reports.at(-1)).toEqual({
      method: 'POST',
      path: '/api/courses/access-course-video/',
      body: {
        access_to_courses: 12,
        video: 43,
        how_many_viewed: 100,
        watched: true,
        position: 95,
        rate: 1.5,
      },
    });
    // The answers carry the course's progress: the course's own PATCH is never sent.
    expect(reports.filter((call) => call.path.includes('access_list'))).toEqual([]);
  });

  it('resumes where the server has the video, at the speed the user chose on any device', async () => {
    const calls = recordCalls();
    renderApp(`/ro/course-inner/${playerAccessFixture.id}`);
    await screen.findByRole('heading', { level: 1, name: playerAccessFixture.course.name });
    const video = videoOf();
    Object.defineProperty(video, 'duration', { value: 100, configurable: true });
    fireEvent.loadedMetadata(video);
    // Video 42 was left at 2 s (the record's position), at 1.5× (the record's playback_rate).
    expect(video.currentTime).toBe(2);
    expect(video.playbackRate).toBe(1.5);

    video.playbackRate = 2;
    fireEvent.rateChange(video);
    Object.defineProperty(video, 'currentTime', { value: 44, configurable: true });
    fireEvent.pause(video);
    await vi.waitFor(async () =>
      expect(reportsIn(await calls()).map((call) => call.body)).toEqual([
        { how_many_viewed: 35, watched: false, position: 2, rate: 2 },
        { how_many_viewed: 35, watched: false, position: 44, rate: 2 },
      ]),
    );
    // Nothing is kept in this browser: the server is the one place.
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.filter((key) => key?.startsWith('player.'))).toEqual([]);
  });

  it("reports a playing video's position under its own entry when another is chosen", async () => {
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp(`/ro/course-inner/${playerAccessFixture.id}`);
    await screen.findByRole('heading', { level: 1, name: playerAccessFixture.course.name });
    const video = videoOf();
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    Object.defineProperty(video, 'currentTime', { value: 21, configurable: true });
    let pauseEventFired = false;
    video.pause = () => {
      Object.defineProperty(video, 'paused', { value: true, configurable: true });
      // As in a browser, the pause event comes in a later task.
      setTimeout(() => {
        fireEvent.pause(video);
        pauseEventFired = true;
      }, 0);
    };
    const list = document.querySelector('[data-slot="video-list"]') as HTMLElement;
    await user.click(within(list).getAllByRole('button')[2] as HTMLElement);
    await vi.waitFor(async () =>
      expect(reportsIn(await calls())).toEqual([
        {
          method: 'PATCH',
          path: '/api/courses/access-course-video/502/',
          body: { how_many_viewed: 35, watched: false, position: 21, rate: 1.5 },
        },
      ]),
    );
    // The pause event of the switch, a task later, reports nothing for the video now chosen.
    await vi.waitFor(() => expect(pauseEventFired).toBe(true));
    expect(reportsIn(await calls())).toHaveLength(1);
  });

  it('sends a foreign or missing access record Home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/ro/course-inner/999');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ro'));
  });
});
