import { LANGUAGES } from '@academy/contract/languages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseDetailFixture, courseFixture } from '../mocks/fixtures';
import { renderApp } from '../test/render-app';
import { plainDescription } from './page-head';

const head = () => document.head;
const meta = (selector: string) => head().querySelector(selector)?.getAttribute('content');
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as { '@type': string; [key: string]: unknown },
  );

describe('the page head (issue 14, search and sharing)', { timeout: 15_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('gives a course page its title, description, canonical URL, alternates, preview and JSON-LD', async () => {
    const course = courseDetailFixture(courseFixture(4));
    renderApp('/ro/course/4');
    await screen.findByRole('heading', { level: 1, name: course.title });
    await waitFor(() =>
      expect(document.title).toBe(
        `${course.title} · Academia de cosmetologie și medicină estetică`,
      ),
    );
    expect(meta('meta[name="description"]')).toBe(plainDescription(course.description));
    const origin = window.location.origin;
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/ro/course/4`,
    );
    for (const language of LANGUAGES)
      expect(
        head().querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.getAttribute('href'),
      ).toBe(`${origin}/${language}/course/4`);
    expect(head().querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(
      `${origin}/ro/course/4`,
    );
    expect(meta('meta[property="og:title"]')).toBe(course.title);
    expect(meta('meta[property="og:image"]')).toBe(new URL(course.image, origin).href);
    expect(meta('meta[property="og:locale"]')).toBe('ro_RO');
    const [courseData, trail] = jsonLd();
    expect(courseData).toMatchObject({ '@type': 'Course', name: course.title });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Acasă' },
        { name: 'Cursuri' },
        { name: course.title, position: 3 },
      ],
    });
  });

  it('keeps the login-only pages out of search results, each tab with its own title', async () => {
    renderApp('/en/login');
    await waitFor(() =>
      expect(document.title).toBe('Log in · Academy of cosmetology and aesthetic medicine'),
    );
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('describes Home as the academy, an Organization', async () => {
    renderApp('/en');
    await waitFor(() =>
      expect(document.title).toBe('Academy of cosmetology and aesthetic medicine'),
    );
    expect(meta('meta[name="description"]')).toMatch(/^Video courses in cosmetology/);
    await waitFor(() => expect(jsonLd()[0]).toMatchObject({ '@type': 'Organization' }));
  });
});

describe('plainDescription', () => {
  it('reduces rich text to one line of at most 160 characters, cut at a word', () => {
    expect(plainDescription('<p>Curs <strong>complet</strong>&nbsp;de   masaj</p>')).toBe(
      'Curs complet de masaj',
    );
    const long = plainDescription('cuvânt '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('cuvânt…')).toBe(true);
  });
});

/** Every page module renders the head, or sits in a frame (dashboard, back office) whose layout does. */
const pages = import.meta.glob<string>('../routes/*/*-page.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const layouts = import.meta.glob<string>('../routes/*/*-layout.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const HEAD = /<PageHead\b|<ArticleListRoute|<ArticleDetailRoute/;
const framed = new Set(
  Object.entries(layouts)
    .filter(([, source]) => HEAD.test(source))
    .map(([file]) => file.slice(0, file.lastIndexOf('/'))),
);
describe('every page', () => {
  it('finds the frames whose layout renders the head', () => {
    expect([...framed].sort()).toEqual(['../routes/admin', '../routes/dashboard']);
  });
  it.each(
    Object.entries(pages).filter(([file]) => !framed.has(file.slice(0, file.lastIndexOf('/')))),
  )('%s has a PageHead', (_file, source) => {
    expect(source).toMatch(HEAD);
  });
});
