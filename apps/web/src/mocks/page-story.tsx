import type { SessionData } from '@academy/machines';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { writeSession } from '../app/session-store';
import { routes } from '../routes/router';
import { profileFixture } from './fixtures';
import { handlers } from './handlers';
import { resetMocks } from './reset';

/**
 * The whole app (every route, the shell, the session) at one path in a memory router: what a page
 * story renders, its API answered by the MSW handlers that the unit tests use too.
 */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

/** What the app keeps in the browser (spec 4): session and detected country; preferences, and a
 * session saved with "save login". */
const SESSION_KEYS = ['session', 'country'];
const LOCAL_KEYS = [
  'session',
  'lang',
  'darkMode',
  'cart',
  'cookiesAccepted',
  'courseUpdatesCheckedAt',
];

/**
 * A story's `beforeEach`: the app's storage and the mock server as a first visit finds them, so
 * that no story sees what the one before it left (a login, a language, a cart); with a session,
 * the user is logged in the way the app restores a session at start (from session storage,
 * spec 4).
 */
export function freshVisit(session?: SessionData) {
  return () => {
    resetMocks();
    for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
    for (const key of LOCAL_KEYS) localStorage.removeItem(key);
    if (session) writeSession(session);
  };
}

/**
 * A page story's parameters: the page edge to edge, its API answered by the handlers. The meta
 * spreads them into a `parameters` object written in it, `parameters: { ...PAGE_PARAMETERS }`, not
 * through `pageStory`: a build with docs turns the comment above a meta into a
 * `parameters: { docs: … }` property added after the meta's spreads (Storybook's addon-docs), which
 * replaced the spread's parameters (page stories drawn padded, 16 px lower, with no handlers).
 * Into an object written in the meta, it adds `docs` instead.
 */
export const PAGE_PARAMETERS = { layout: 'fullscreen', msw: { handlers } };

/**
 * The meta of a page story (spread after its `title`, with `parameters: { ...PAGE_PARAMETERS }`):
 * the app at `path`, a fresh visit.
 */
export function pageStory(path: string, session?: SessionData) {
  return { component: AppAt, args: { path }, beforeEach: freshVisit(session) };
}

/** Lazy routes load their module first: page stories wait this long for the first content. */
export const PAGE_LOAD = { timeout: 8000 };

/** Back to the top of the page after clicks that scrolled it, for the screenshot (header shown). */
export function backToTop(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.defaultView?.scrollTo({ top: 0 });
}

/** Two frames of `view`: what the last frame started (a React commit, a measure) has been drawn. */
function nextFrames(view: Window): Promise<void> {
  return new Promise((done) =>
    view.requestAnimationFrame(() => view.requestAnimationFrame(() => done())),
  );
}

/**
 * Scrolls down a screen at a time to the bottom, as a reader would, so every part that loads as
 * its place nears the screen (WhenNear) has started loading: at each stop the page's scroll event
 * and two frames pass, in which its IntersectionObservers report (once per frame).
 */
export async function scrollThrough(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView;
  if (!view) return;
  const root = canvasElement.ownerDocument.documentElement;
  for (let y = 0; y < root.scrollHeight; ) {
    y += view.innerHeight;
    const before = view.scrollY;
    const scrolled = new Promise((done) => view.addEventListener('scroll', done, { once: true }));
    view.scrollTo({ top: y, behavior: 'instant' });
    if (view.scrollY !== before) await scrolled;
    await nextFrames(view);
  }
}

/** Waits for the page's heading (its lazy route loaded, its data in) and returns the queries. */
export async function pageWithHeading(canvasElement: HTMLElement, name: string, level = 1) {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level, name }, PAGE_LOAD)).toBeVisible();
  return page;
}

/** The dashboard of the demo user: its menu marks `item` as the current page; the header names
 * the user. */
export async function expectDashboardAt(canvasElement: HTMLElement, item: string) {
  const page = within(canvasElement);
  const menu = await page.findByRole('navigation', { name: 'Cabinet personal' }, PAGE_LOAD);
  await expect(within(menu).getByRole('link', { name: item })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('link', { name: new RegExp(`^${profileFixture.name}`) }),
  ).toBeVisible();
}
