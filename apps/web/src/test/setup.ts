import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { getResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { handlers } from '../mocks/handlers';
import { resetMocks } from '../mocks/reset';

// Lazy routes and portals may take a while when the machine is busy (CI runs suites in parallel).
configure({ asyncUtilTimeout: 5000 });

/** The calls the mock server is still answering. */
const answering = new Set<Promise<Response>>();

/**
 * Test files share one module graph and one document (`isolate: false`, for speed; `npm test --
 * --full` isolates them): what a test leaves in the document, the browser's storage, the data
 * layer, the mock server or the app's module-level caches is cleared after it, so that no test
 * depends on the ones before it, in any file order.
 */
afterEach(async () => {
  cleanup();
  // What the app sent before it went (a cart sync under way) lands now, not in the next test's
  // mock server.
  await Promise.allSettled(answering);
  // A test that forgot its fake clock would freeze the next file's delays.
  vi.useRealTimers();
  // <html> as a new page has it: the layout writes its `lang`, the dark toggle its class.
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  // Each test is a new tab.
  resetMocks();
});

// Unit tests never reach a server: calls are answered by the MSW handlers the page stories use;
// anything else answers 404 `{detail}`, which views treat as a failed load (spec 8).
vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = answerFromMocks(input, init);
  answering.add(answer);
  const done = () => answering.delete(answer);
  answer.then(done, done);
  return answer;
});

async function answerFromMocks(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const mocked = await getResponse(handlers, request.clone());
  // A fresh Response of this environment, so the client reads it like a network answer
  // (204 No Content carries no body at all).
  const status = mocked?.status ?? 404;
  const body = mocked ? await mocked.text() : JSON.stringify({ detail: 'Not found.' });
  return new Response(status === 204 ? null : body, {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

// Page tests see the whole page at once: every part that waits until it nears the screen
// (WhenNear) is reported on screen as soon as it is observed.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  },
);
