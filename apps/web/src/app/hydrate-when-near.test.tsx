import { act, render, screen } from '@testing-library/react';
import { Suspense, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';
import { setHydrating } from './hydration';
import { openPartsOnNavigation } from './navigation-opens-parts';

/** An IntersectionObserver the test drives: `enter()` reports its targets on screen. */
function stubObserver() {
  const observed: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    },
  );
  return {
    observed,
    enter: () =>
      act(async () => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)),
  };
}

function Page({ onPress }: { onPress: () => void }) {
  return (
    <main>
      <h1>A specialist</h1>
      <HydrateWhenNear id="works" reserve="min-h-40">
        <section>
          <h2>Works</h2>
          <button type="button" onClick={onPress}>
            Next work
          </button>
        </section>
      </HydrateWhenNear>
    </main>
  );
}

/** A section named by its heading through an id of useId's. */
function Titled() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Works</h2>
    </section>
  );
}

/** The page as the server draws it (no observer there: every part drawn), in the document. */
function drawn(page: React.ReactElement) {
  vi.stubGlobal('IntersectionObserver', undefined);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  vi.unstubAllGlobals();
  return container;
}

describe('HydrateWhenNear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setHydrating(false);
    document.body.innerHTML = '';
  });

  it('keeps a drawn part as drawn until it nears the screen, then presses again what was pressed', async () => {
    const onPress = vi.fn();
    const container = drawn(<Page onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Next work' });
    const observer = stubObserver();
    setHydrating(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page onPress={onPress} />);
    });
    // The part's own element is watched; a press does nothing yet, but is kept.
    expect(observer.observed).toEqual([container.querySelector('section')]);
    button.click();
    expect(onPress).not.toHaveBeenCalled();
    // A render of the page meanwhile (a link to an anchor) keeps the part as drawn.
    await act(async () => root?.render(<Page onPress={onPress} />));
    expect(button.isConnected).toBe(true);

    await observer.enter();
    expect(onPress).toHaveBeenCalledTimes(1);
    // The server's elements were kept (hydrated, not drawn again), and now answer.
    expect(screen.getByRole('button', { name: 'Next work' })).toBe(button);
    button.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("keeps the server's ids in a part (useId numbers the same tree on both sides)", async () => {
    const part = (
      <HydrateWhenNear reserve="min-h-40">
        <Titled />
      </HydrateWhenNear>
    );
    const container = drawn(part);
    const observer = stubObserver();
    const problems = vi.spyOn(console, 'error').mockImplementation(() => {});
    setHydrating(true);
    await act(async () => {
      hydrateRoot(container, part);
    });
    await observer.enter();
    expect(problems).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Works' })).toBeTruthy();
  });

  it('holds a submit pressed before the form answers, for the handler of the form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const form = (
      <HydrateWhenNear reserve="min-h-40">
        <form aria-label="Request" onSubmit={onSubmit}>
          <button type="submit">Send</button>
        </form>
      </HydrateWhenNear>
    );
    const container = drawn(form);
    const observer = stubObserver();
    setHydrating(true);
    await act(async () => {
      hydrateRoot(container, form);
    });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    screen.getByRole('form').addEventListener('submit', submitted);
    screen.getByRole('button', { name: 'Send' }).click();
    // No submission as HTML (to the page's own URL), and none the form would not see.
    expect(submitted).not.toHaveBeenCalled();

    await observer.enter();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('holds a press until the boundary inside the part (data it waits for) has hydrated too', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    // As Deferred draws the contact form with its countries: a boundary of its own, which React
    // hydrates after the part's.
    const part = (
      <HydrateWhenNear reserve="min-h-40">
        <section>
          <Suspense fallback={null}>
            <form aria-label="Request" onSubmit={onSubmit}>
              <button type="submit">Send</button>
            </form>
          </Suspense>
        </section>
      </HydrateWhenNear>
    );
    const container = drawn(part);
    const observer = stubObserver();
    setHydrating(true);
    await act(async () => {
      hydrateRoot(container, part);
    });
    const submitted = vi.fn((event: Event) => event.preventDefault());
    screen.getByRole('form').addEventListener('submit', submitted);
    screen.getByRole('button', { name: 'Send' }).click();

    await observer.enter();
    await act(() => new Promise(requestAnimationFrame));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('hydrates a part still pending once a navigation starts, and presses again what was pressed', async () => {
    const onPress = vi.fn();
    const container = drawn(<Page onPress={onPress} />);
    stubObserver();
    setHydrating(true);
    await act(async () => {
      hydrateRoot(container, <Page onPress={onPress} />);
    });
    screen.getByRole('button', { name: 'Next work' }).click();
    // The next page's data never comes: the navigation stays under way.
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/fr', loader: () => new Promise(() => {}), element: null },
    ]);
    const stop = openPartsOnNavigation(router);
    await act(async () => {
      void router.navigate('/fr');
    });
    expect(router.state.navigation.state).toBe('loading');
    // Hydrated with the page it was drawn in (no part observed near the screen).
    expect(onPress).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Next work' }).click();
    expect(onPress).toHaveBeenCalledTimes(2);
    stop();
    router.dispose();
  });

  it('on a page the app draws, keeps a placeholder with the id until its place nears the screen', async () => {
    const observer = stubObserver();
    const { container } = render(<Page onPress={() => {}} />);
    expect(screen.queryByRole('heading', { name: 'Works' })).toBeNull();
    expect(container.querySelector('#works')).toHaveClass('min-h-40');

    await observer.enter();
    expect(screen.getByRole('heading', { name: 'Works' })).toBeInTheDocument();
    expect(container.querySelector('#works')).toBeNull();
  });
});
