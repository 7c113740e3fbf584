import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { sessionFixture } from '../mocks/fixtures';
import { renderApp } from '../test/render-app';
import { writeSession } from './session-store';

/** The reader's position as the router reads it when a navigation starts. */
const scrolledTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('scroll rule (issue 22)', { timeout: 15_000 }, () => {
  let scrollTo: MockInstance<typeof window.scrollTo>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    writeSession(sessionFixture);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrolledTo(0);
  });

  it('opens every new page at the top, a protected one too, and restores on back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/about');
    await screen.findByRole('heading', { level: 1 });
    const header = within(screen.getAllByRole('banner')[0] as HTMLElement);

    scrolledTo(1600);
    scrollTo.mockClear();
    await user.click(header.getByRole('link', { name: /Blog/ }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrolledTo(900);
    scrollTo.mockClear();
    await user.click(header.getByRole('link', { name: new RegExp(sessionFixture.profile.name) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/dashboard/courses'));
    await screen.findByRole('navigation', { name: 'Cabinet personal' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when the catalogue writes its filters into the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/category');
    const category = await screen.findByRole('button', { name: 'Cosmetologie' });
    scrolledTo(700);
    scrollTo.mockClear();
    await user.click(category);
    await waitFor(() => expect(router.state.location.hash).toBe('#cosmetology'));
    await screen.findByText('Rezultate: 2');
    expect(router.state.location.search).toBe('?module=31');
    expect(scrollTo.mock.calls).toEqual([]);
  });
});
