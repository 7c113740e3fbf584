import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../mocks/fixtures';
import { renderApp } from '../test/render-app';
import { isProtectedPath, scrollRuleFor } from './scroll-rule';
import { writeSession } from './session-store';

describe('scroll rule (spec 2.1)', () => {
  it('knows the protected routes by their paths', () => {
    expect(isProtectedPath('/ro/dashboard')).toBe(true);
    expect(isProtectedPath('/ro/dashboard/certificates?x=1#top')).toBe(true);
    expect(isProtectedPath('/en/shop-category')).toBe(true);
    expect(isProtectedPath('/en/course-inner/4')).toBe(true);
    expect(isProtectedPath('/ro')).toBe(false);
    expect(isProtectedPath('/ro/course/4')).toBe(false);
    expect(isProtectedPath('/ro/login?redirect=%2Fro%2Fdashboard')).toBe(false);
    expect(scrollRuleFor('/ro/dashboard/orders')).toEqual({ preventScrollReset: true });
    expect(scrollRuleFor('/ro/blog')).toEqual({ preventScrollReset: false });
  });

  describe('in the app', { timeout: 15_000 }, () => {
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
      writeSession(sessionFixture);
    });
    afterEach(() => vi.restoreAllMocks());

    it('goes to the top on navigation, unless the target is protected', async () => {
      const user = userEvent.setup();
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const { router } = renderApp('/ro/about');
      await screen.findByRole('heading', { level: 1 });
      const header = within(screen.getAllByRole('banner')[0] as HTMLElement);

      scrollTo.mockClear();
      await user.click(header.getByRole('link', { name: /Blog/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ro/blog'));
      await screen.findByRole('heading', { level: 1, name: 'Blog' });
      expect(scrollTo).toHaveBeenCalledWith(0, 0);

      scrollTo.mockClear();
      await user.click(header.getByRole('link', { name: new RegExp(sessionFixture.profile.name) }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ro/dashboard/courses'));
      await screen.findByRole('navigation', { name: 'Cabinet personal' });
      expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    });
  });
});
