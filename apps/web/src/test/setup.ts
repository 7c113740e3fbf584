import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { getResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { resetAppointmentsMock } from '../mocks/appointments.handlers';
import { handlers, resetShopMock } from '../mocks/handlers';

// Lazy routes and portals may take a while when the machine is busy (CI runs suites in parallel).
configure({ asyncUtilTimeout: 5000 });

/**
 * What a test leaves in the browser's storage, the data layer or the mock server is cleared after
 * it, so no test depends on the one before (a step towards sharing one module graph between files,
 * `isolate: false`, which ui and api already do).
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  resetShopMock();
  resetAppointmentsMock();
});

// Unit tests never reach a server: calls are answered by the MSW handlers the page stories use;
// anything else answers 404 `{detail}`, which views treat as a failed load (spec 8).
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
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
});

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
