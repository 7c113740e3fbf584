import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** An IntersectionObserver the test drives: `enter()` reports the target on screen. */
function stubObserver() {
  let report: IntersectionObserverCallback = () => {};
  const options: (IntersectionObserverInit | undefined)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        report = callback;
        options.push(init);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options,
    enter: () =>
      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)),
  };
}

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a placeholder with the id and height until its place nears the screen', () => {
    const observer = stubObserver();
    const { container } = render(
      <WhenNear id="contact-form" reserve="min-h-[40rem]">
        <p>The form</p>
      </WhenNear>,
    );
    expect(screen.queryByText('The form')).toBeNull();
    const placeholder = container.querySelector('#contact-form') as HTMLElement;
    expect(placeholder).toHaveClass('min-h-[40rem]');
    expect(observer.options[0]?.rootMargin).toMatch(/^\d+px/);

    observer.enter();
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(container.querySelector('#contact-form')).toBeNull();
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear reserve="min-h-40">
        <p>The form</p>
      </WhenNear>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
  });
});
