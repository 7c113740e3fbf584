import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes and portals may take a while when the machine is busy (CI runs suites in parallel).
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());

// Unit tests never reach a server: every API call answers 404 `{detail}`, which the views
// handle as a failed load (spec 8: logged, empty result). Journeys against the real API are e2e.
vi.stubGlobal(
  'fetch',
  async () =>
    new Response(JSON.stringify({ detail: 'Not found.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    }),
);
