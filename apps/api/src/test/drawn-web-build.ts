import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build in miniature with a server entry that behaves as the real one's kinds of answer:
 * a drawn page (from in-process API calls), a 404 page, a redirect, and "not mine".
 */
const ENTRY = `
globalThis.serverRenders = 0;
export async function render(request, { template, fetchApi }) {
  const { pathname } = new URL(request.url);
  globalThis.serverRenders++;
  if (pathname === '/ro/broken') throw new Error('a component failed');
  if (pathname === '/ro/moved') return { kind: 'redirect', status: 302, location: '/ro/elsewhere' };
  if (pathname === '/ro/missing') return { kind: 'page', status: 404, html: '<p>not found</p>' };
  if (pathname === '/ro/where') {
    const answer = await fetchApi(new Request('http://server-render/api/data/'));
    const seen = new URL(request.url);
    return { kind: 'page', status: 200, html: '<main>' + seen.origin + ' ' + seen.search + ' ' + answer.status + '</main>' };
  }
  if (pathname.startsWith('/ro/certificate/')) {
    const code = pathname.split('/')[3];
    const answer = await fetchApi(new Request('http://server-render/api/ro/certificates/verify/' + code + '/'));
    return { kind: 'page', status: 200, html: '<main>verify ' + answer.status + '</main>' };
  }
  if (pathname !== '/ro/drawn') return { kind: 'client' };
  const time = await (await fetchApi(new Request('http://server-render/api/time/'))).json();
  const courses = await (await fetchApi(new Request('http://server-render/api/ro/courses/course/'))).json();
  const body = '<main>country ' + time.country_code + ', ' + courses.count + ' courses, cookie ' +
    (request.headers.get('cookie') ?? 'none') + '</main><p hidden>' + 'more of the page '.repeat(100) + '</p>' +
    '<script type="application/json" id="router-data">{"data":1}</script>';
  return { kind: 'page', status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
}
`;

/** A web build's folder (dist, with dist-server beside it) holding the miniature entry. */
export function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-web-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script>/* theme */</script></head><body><div id="root"></div>' +
      '<template id="boot-scripts"><script type="module" src="/assets/index.js"></script></template>' +
      '</body></html>',
  );
  writeFileSync(join(dir, 'dist-server', 'entry-server.js'), ENTRY);
  return dist;
}

/** How many pages the miniature entry has drawn so far (in this process). */
export const renders = () => (globalThis as unknown as { serverRenders: number }).serverRenders;
