import { HttpResponse, http } from 'msw';
import {
  aboutFixture,
  authorFixture,
  countriesFixture,
  faqFixture,
  regionInfoFixture,
} from './fixtures';

/**
 * The API as page stories (MSW in the browser) and unit tests (through `getResponse`) see it.
 * Paths are those of spec 7 under the client's `/api/` prefix.
 */
export const handlers = [
  http.get('*/api/time/', () =>
    HttpResponse.json({ country_code: 'MD', server_time: '2026-11-22T10:00:00.000Z' }),
  ),
  http.get('*/api/get-phone/', () => HttpResponse.json([regionInfoFixture])),
  http.get('*/api/countries/', () => HttpResponse.json(countriesFixture)),
  http.get('*/api/:lang/about-page/', () => HttpResponse.json([aboutFixture])),
  http.get('*/api/:lang/about-author-slider/', () => HttpResponse.json([authorFixture])),
  http.get('*/api/:lang/get-faq/', () => HttpResponse.json(faqFixture)),
  // Home's other blocks: empty lists (their own stories show them filled).
  ...['get-general-home-page-slider', 'get-review-slider', 'shop/brands', 'courses/category'].map(
    (path) => http.get(`*/api/:lang/${path}/`, () => HttpResponse.json([])),
  ),
  http.get('*/api/:lang/courses/course/', () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
  ),
  http.post('*/api/get-feedback/', () =>
    HttpResponse.json({ id: 1, detail: 'ok' }, { status: 201 }),
  ),
];
