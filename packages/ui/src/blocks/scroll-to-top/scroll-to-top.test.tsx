import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { isScrollTopVisible, ScrollToTop } from './scroll-to-top';

describe('isScrollTopVisible', () => {
  const page = { pageHeight: 2000, viewportHeight: 1000 };
  it('shows from 30 % of the scrollable distance', () => {
    expect(isScrollTopVisible({ ...page, scrollY: 299 })).toBe(false);
    expect(isScrollTopVisible({ ...page, scrollY: 300 })).toBe(true);
  });
  it('never shows on a page that does not scroll', () => {
    expect(isScrollTopVisible({ pageHeight: 800, viewportHeight: 800, scrollY: 0 })).toBe(false);
  });
});

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears once scrolled far enough and scrolls back up', async () => {
    const user = userEvent.setup();
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<ScrollToTop />, { language: 'en' });
    expect(screen.queryByRole('button')).toBeNull();

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 700, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
