import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session-store';
import { accessListFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The calls whose URL contains `path` get `answer`; every other call its usual handler. */
function answerCalls(path: string, answer: () => Response) {
  const usual = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return request.url.includes(path) ? answer() : usual(input, init);
  });
}

describe('dashboard courses page', { timeout: 15_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows a card per purchased course with its progress and stage; its link opens the player', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/dashboard/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cursurile mele' })).toBeVisible();
    const bars = await screen.findAllByRole('progressbar', { name: 'Progresul cursului' });
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['45', '0', '100']);
    const first = accessListFixture[0];
    const card = screen.getByRole('link', { name: first?.course.name }).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('În curs')).toBeVisible();
    expect(screen.getByText('Neînceput')).toBeVisible();
    expect(screen.getByText('Finalizat')).toBeVisible();
    // The plans of spec 9 follow the courses.
    expect(screen.getByRole('heading', { level: 2, name: 'Abonamente' })).toBeVisible();
    expect(screen.getByText('1.200 MDL')).toBeVisible();

    await user.click(screen.getByRole('link', { name: first?.course.name }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/ro/course-inner/${first?.id}`),
    );
  });

  it('offers the catalogue when no course was bought', async () => {
    answerCalls('courses/access_list/', () => Response.json([]));
    renderApp('/en/dashboard/courses');
    expect(await screen.findByText('You have not bought any courses yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the course catalogue' })).toHaveAttribute(
      'href',
      '/en/category',
    );
  });

  it('alerts when the access list fails (spec 8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerCalls('courses/access_list/', () => Response.json({ detail: 'boom' }, { status: 400 }));
    renderApp('/ro/dashboard/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'request error server courses/access_list',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cursurile mele' })).toBeVisible();
  });

  it('sends a visitor to login with the page as the redirect', async () => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/ro/dashboard/courses');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/ro/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/ro/dashboard/courses')}`,
    );
  });
});
