import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HIDE_ON_SCROLL_FROM_PX,
  nextScrollVisibility,
  useHideOnScroll,
} from './use-hide-on-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('nextScrollVisibility', () => {
  const base = { current: 'visible' as const, pinned: false };

  it('hides on scroll down past the top zone and shows on scroll up', () => {
    expect(nextScrollVisibility({ ...base, previousY: 200, y: 260 })).toBe('hidden');
    expect(nextScrollVisibility({ ...base, current: 'hidden', previousY: 260, y: 200 })).toBe(
      'visible',
    );
  });

  it('stays visible near the top and while pinned', () => {
    expect(nextScrollVisibility({ ...base, previousY: 0, y: HIDE_ON_SCROLL_FROM_PX })).toBe(
      'visible',
    );
    expect(nextScrollVisibility({ ...base, pinned: true, previousY: 200, y: 600 })).toBe('visible');
  });

  it('ignores tiny steps', () => {
    expect(nextScrollVisibility({ ...base, current: 'hidden', previousY: 300, y: 298 })).toBe(
      'hidden',
    );
  });
});

describe('useHideOnScroll', () => {
  afterEach(() => scrollTo(0));

  it('follows the scroll direction', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe('visible');
    act(() => scrollTo(400));
    expect(result.current).toBe('hidden');
    act(() => scrollTo(300));
    expect(result.current).toBe('visible');
  });

  it('never hides while pinned, and shows at once when pinned', () => {
    const { result, rerender } = renderHook(({ pinned }) => useHideOnScroll({ pinned }), {
      initialProps: { pinned: false },
    });
    act(() => scrollTo(500));
    expect(result.current).toBe('hidden');
    rerender({ pinned: true });
    expect(result.current).toBe('visible');
    act(() => scrollTo(900));
    expect(result.current).toBe('visible');
  });
});
