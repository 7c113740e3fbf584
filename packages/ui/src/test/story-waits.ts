/**
 * Stories only: waits on the page's own signals instead of a fixed sleep, which a loaded machine
 * outlasts or a fast one wastes.
 */

/** Two frames of `view`: what the last frame started (a React commit, a measure) has been drawn. */
export function nextFrames(view: Window): Promise<void> {
  return new Promise((done) =>
    view.requestAnimationFrame(() => view.requestAnimationFrame(() => done())),
  );
}

/**
 * Scrolls the window to `top` at once and resolves when its `scroll` listeners have run (the
 * browser fires `scroll` with the next frame) and the page has drawn what they changed.
 */
export async function scrollWindowTo(view: Window, top: number): Promise<void> {
  const before = view.scrollY;
  const scrolled = new Promise((done) => view.addEventListener('scroll', done, { once: true }));
  view.scrollTo({ top, behavior: 'instant' });
  if (view.scrollY !== before) await scrolled;
  await nextFrames(view);
}

/**
 * Whether `element` takes pointer input now. A Radix dialog that opens sets the body's
 * `pointer-events: none` one render before it gives its own content `auto`: a click in between
 * is refused. Wait on this (in `waitFor`) before the first click into a dialog just opened.
 */
export function takesPointer(element: Element | null): boolean {
  return element !== null && getComputedStyle(element).pointerEvents !== 'none';
}
