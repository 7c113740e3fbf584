import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../app/session-store';
import { sessionFixture } from '../mocks/fixtures';
import { renderApp } from '../test/render-app';

const TITLE = 'Cursurile dvs. au fost actualizate';

/** The server has news of one course; the paths the app asked for are recorded. */
function answerUpdates() {
  const asked: string[] = [];
  const usual = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    asked.push(path);
    if (path.endsWith('/courses/courses-updates/')) {
      return Response.json([
        {
          id: 1,
          course: { id: 4, name: 'Peeling chimic' },
          kinds: ['video'],
          updated_at: '2026-11-20T10:00:00Z',
        },
      ]);
    }
    return usual(input, init);
  });
  return asked;
}

/** Issue 28: after a login the news no longer cover the requests list the user was sent to. */
describe('the course-updates modal', { timeout: 20_000 }, () => {
  beforeEach(() => writeSession(sessionFixture));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('waits on a dashboard task page and opens on the next browsing page', async () => {
    const asked = answerUpdates();
    const { router } = renderApp('/ro/dashboard/requests-list');
    await waitFor(() => expect(asked.some((p) => p.endsWith('/courses-updates/'))).toBe(true));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

    await act(() => router.navigate('/ro'));
    expect(await screen.findByRole('dialog', { name: TITLE })).toHaveTextContent('Peeling chimic');
  });

  it('opens at once over Home', async () => {
    answerUpdates();
    renderApp('/ro');
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeVisible();
  });
});
