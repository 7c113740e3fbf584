import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articlesFixture, authorFixture, promotionsFixture } from '../mocks/fixtures';
import { expectFirstTextsSuffice } from './first-texts-only';

/** The app's calls to an address of the API (`/api/ro/blog/`) answered with `response` instead. */
function answer(address: string, response: () => Response) {
  const answer = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://app').pathname === `/api/ro/${address}/`
      ? Promise.resolve(response())
      : answer(input, init);
  });
}
const emptyPage = () => Response.json({ count: 0, next: null, previous: null, results: [] });
const failure = () => new Response(null, { status: 500 });

const diplomas = [1, 2].map((id) => ({
  id,
  image: `/d${id}.jpg`,
  image_thumbnail: `/d${id}s.jpg`,
}));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/**
 * The pages declared `lightTexts` beside Home (contract pages.ts), each as a visitor sees it: its
 * first screen, its parts held back until near, its dialogs, its empty and failed states. Each
 * draws with the first texts chunk alone (and the member chunk for the shop links, declared
 * `memberTexts`), with no key missing.
 */
const cases: [string, string, (user: UserEvent) => Promise<unknown>][] = [
  ['the blog', '/ro/blog', () => screen.findByRole('link', { name: articlesFixture[0]?.title })],
  [
    'the blog, empty',
    '/ro/blog',
    async () => {
      answer('blog', emptyPage);
      await screen.findByText('Încă nu sunt articole');
    },
  ],
  [
    'the blog, failed',
    '/ro/blog',
    async (user) => {
      answer('blog', failure);
      await user.click(await screen.findByRole('button', { name: 'Încearcă din nou' }));
      await screen.findByText('Nu s-a putut încărca lista.');
    },
  ],
  ['an article', '/ro/article/1', () => heading(articlesFixture[0]?.title ?? '')],
  ['a missing article (back to the blog)', '/ro/article/999', () => heading('Blog')],
  [
    'the promotions',
    '/ro/promotions',
    () => screen.findByRole('link', { name: promotionsFixture[0]?.title }),
  ],
  [
    'the promotions, empty',
    '/ro/promotions',
    async () => {
      answer('promotions', emptyPage);
      await screen.findByText('Momentan nu sunt promoții');
    },
  ],
  ['a promotion', '/ro/promotion/1', () => heading(promotionsFixture[0]?.title ?? '')],
  [
    'a missing promotion (back to the list)',
    '/ro/promotion/999',
    () => heading('Autori și promoții'),
  ],
  ['the author, no diplomas yet', '/ro/author', () => screen.findByText(/Diplomele vor apărea/)],
  [
    'the author, a diploma open',
    '/ro/author',
    async (user) => {
      answer('about-author-slider', () =>
        Response.json([{ ...authorFixture, gallery_about_author: diplomas }]),
      );
      await user.click(await screen.findByRole('button', { name: 'Deschide diploma 1 din 2' }));
      await user.click(await screen.findByRole('button', { name: 'Diploma următoare' }));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  ],
  [
    'about, the form refused empty, the FAQ',
    '/ro/about',
    async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Trimite' }));
      await screen.findByText('Este necesar acordul dumneavoastră');
      await screen.findByRole('heading', { name: 'Întrebări frecvente' });
    },
  ],
  ['a shared shop category', '/ro/shop/2', () => heading('Seruri')],
  ['a shared product', '/ro/product/5/2', () => heading('Un produs ales pentru dumneavoastră')],
];

describe("the light pages with the first texts chunk only (a visitor's)", {
  timeout: 20_000,
}, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(cases)('%s draws with no text missing', (_name, path, draw) =>
    expectFirstTextsSuffice(path, draw),
  );
});
