import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coursePreviewSchema } from '@academy/contract/back-office/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { coursePreviewToken } from '../../lib/course-preview';
import { silentLogger } from '../../lib/logger';
import { ResponseCache } from '../../lib/response-cache';
import { createServerApp } from '../../server';
import { json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { newCourse } from './courses-test-fixtures';

/** The server app takes requests as the test app does (its API under /api). */
const asApp = () => server as unknown as typeof ctx.app;

/** A server entry drawing the course page from the public API, as the web build's does. */
const ENTRY = `
export async function render(request, { fetchApi }) {
  const [, lang, page, id] = new URL(request.url).pathname.split('/');
  if (page !== 'course') return { kind: 'client' };
  const answer = await fetchApi(new Request('http://server-render/api/' + lang + '/courses/course/' + id + '/'));
  if (answer.status !== 200) return { kind: 'page', status: 404, html: '<p>no such course</p>' };
  const course = await answer.json();
  return { kind: 'page', status: 200, html: '<h1>' + course.name + '</h1><script>boot()</script>' };
}
`;

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-preview-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-server'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'dist-server', 'entry-server.js'), ENTRY);
  return dist;
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof createServerApp>;
let config: ReturnType<typeof loadConfig>;
let editor: string;
const cache = new ResponseCache(60_000);
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  config = {
    ...ctx.config,
    ...loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: 'http://academy.test' }),
    webDist: webDist(),
  };
  server = createServerApp({
    config,
    db: ctx.database.db,
    log: silentLogger,
    services: { cache, outbox: ctx.jobs },
  });
  editor = await login(ctx.app, 'editor@academy.demo');
});
afterAll(() => ctx.database.close());

const previewLink = async (id: number) =>
  coursePreviewSchema.parse(
    await json(send(asApp(), 'POST', `/api/ro/admin/courses/${id}/preview/`, { token: editor })),
  );

describe('the preview of an unpublished course', () => {
  it('draws its public page with a staff link, uncached, noindex and without scripts', async () => {
    const course = await newCourse(ctx.app, editor, 'Curs nepublicat');
    expect((await server.request(`/ro/course/${course.id}`)).status).toBe(404);

    const link = await previewLink(course.id);
    expect(link.url).toMatch(new RegExp(`^/ro/course/${course.id}\\?preview=`));
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(Date.now());
    const res = await server.request(link.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Curs nepublicat</h1>');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");

    // Neither the page nor the course's API answer was kept for the public.
    expect((await server.request(`/ro/course/${course.id}`)).status).toBe(404);
    expect((await server.request(`/api/ro/courses/course/${course.id}/`)).status).toBe(404);
  });

  it('refuses a wrong, expired or another course’s token', async () => {
    const course = await newCourse(ctx.app, editor, 'Alt curs');
    const link = await previewLink(course.id);
    const token = new URL(link.url, 'http://x').searchParams.get('preview') ?? '';
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const expired = coursePreviewToken(config, course.id, Date.now() - 60 * 60 * 1000).token;
    for (const bad of [forged, expired, 'garbage', '']) {
      const res = await server.request(`/ro/course/${course.id}?preview=${bad}`);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('Alt curs');
    }
    // A token previews its own course only: another unpublished one stays 404.
    const other = await newCourse(ctx.app, editor, 'Al treilea');
    const res = await server.request(`/ro/course/${other.id}?preview=${token}`);
    expect(res.status).toBe(404);
  });

  it('gives the link to editors only', async () => {
    const manager = await login(ctx.app, 'manager@academy.demo');
    const res = await send(asApp(), 'POST', '/api/ro/admin/courses/1/preview/', {
      token: manager,
    });
    expect(res.status).toBe(403);
    const missing = await send(asApp(), 'POST', '/api/ro/admin/courses/999999/preview/', {
      token: editor,
    });
    expect(missing.status).toBe(404);
  });
});
