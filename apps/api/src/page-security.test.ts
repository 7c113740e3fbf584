import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { silentLogger } from './lib/logger';
import { contentSecurityPolicy, inlineScriptHashes } from './lib/page-security';
import { createServerApp } from './server';
import { createTestApp } from './test/test-app';

/** A built web app in miniature: index.html with the two inline scripts the real one has. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script>/* theme */</script></head><body><div id="root"></div>' +
      '<template id="boot-scripts"><script type="module" src="/assets/index.js"></script></template>' +
      '<script>/* boot loader */</script></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index.js'), 'console.log(1)');
  return dir;
}

/** A script's hash as CSP names it (base64 SHA-256 of its text). */
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof createServerApp>;
const serverWith = (env: Record<string, string>) =>
  createServerApp({
    config: { ...ctx.config, ...loadConfig({ DATA_DIR: 'memory://', ...env }), webDist: webDist() },
    db: ctx.database.db,
    log: silentLogger,
    services: { outbox: ctx.jobs },
  });
beforeAll(async () => {
  ctx = await createTestApp();
  server = serverWith({ PUBLIC_URL: 'http://academy.test' });
});
afterAll(() => ctx.database.close());

const PAGES = {
  'a public page': '/ro',
  'a login-only page': '/ro/dashboard/courses',
  'the root': '/',
  'index.html asked by name': '/index.html',
};

describe('the headers of pages, files and their errors', () => {
  for (const [what, path] of Object.entries({
    ...PAGES,
    'an error (a missing chunk)': '/assets/gone.js',
  })) {
    it(`${what} (${path}) defends itself`, async () => {
      const res = await server.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}='){2}(;|$)/);
      expect(csp).not.toContain('nonce');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  }

  it('answers a missing chunk with 404, still with the policy', async () => {
    expect((await server.request('/assets/gone.js')).status).toBe(404);
  });

  it("names by their hashes exactly the page's inline scripts, the same policy on every answer", async () => {
    const policies = new Set<string>();
    for (const path of Object.values(PAGES)) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      const named = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
      const html = await res.text();
      // The page as sent: its inline scripts (no src), hashed as a browser does, over their text.
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(
        inline.map((match) => match[1]),
        path,
      ).toEqual(['/* theme */', '/* boot loader */']);
      expect(named, path).toEqual(inline.map((match) => sha256(match[1] ?? '')));
      expect(html, path).not.toContain('nonce');
      policies.add(csp);
    }
    expect(policies.size).toBe(1);
  });

  it('hashes the inline scripts of a page, not the ones it loads by address', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<template><script src="/y.js"></script></template><SCRIPT type="module">b()</SCRIPT>' +
      '<script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${sha256('a()')}'`,
      `'sha256-${sha256('b()')}'`,
    ]);
  });

  it('serves the files themselves with the headers too', async () => {
    const res = await server.request('/assets/index.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('asks for HTTPS only over HTTPS: the URL, or a trusted proxy’s X-Forwarded-Proto', async () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    expect(
      (await server.request('https://academy.test/ro')).headers.get('strict-transport-security'),
    ).toBe(hsts);
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect(
      (await server.request('/ro', forwarded)).headers.get('strict-transport-security'),
    ).toBeNull();
    const behindProxy = serverWith({ TRUST_PROXY: '1' });
    expect(
      (await behindProxy.request('/ro', forwarded)).headers.get('strict-transport-security'),
    ).toBe(hsts);
  });

  it('lets the configured live chat run its script, and nothing else from outside', () => {
    expect(contentSecurityPolicy(["'sha256-h'"], [])).not.toMatch(/https?:/);
    const csp = contentSecurityPolicy(["'sha256-h'"], ['https://chat.example']);
    expect(csp).toContain("script-src 'self' 'sha256-h' https://chat.example;");
    expect(csp).toContain("frame-src 'self' https://chat.example");
  });

  it('lets the pages show uploads from the S3 bucket, and nothing else from it', () => {
    const csp = contentSecurityPolicy(["'sha256-h'"], [], ['https://files.example']);
    expect(csp).toContain("img-src 'self' data: blob: https://files.example");
    expect(csp).toContain("media-src 'self' blob: https://files.example");
    expect(csp).toMatch(/script-src 'self' 'sha256-h';/);
  });

  it('refuses at start an origin list that could bend a header', () => {
    for (const bad of [
      'https://chat.example; script-src *',
      'chat.example',
      'https://a.example/path',
    ])
      expect(() => loadConfig({ LIVE_CHAT_ORIGINS: bad })).toThrow(/LIVE_CHAT_ORIGINS/);
    expect(
      loadConfig({ LIVE_CHAT_ORIGINS: 'https://a.example, https://b.example' }).liveChatOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('CORS of the API', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST' },
  });

  it('answers only the web app’s own origin by default', async () => {
    const own = await server.request('/api/auth/token/login/', preflight('http://academy.test'));
    expect(own.headers.get('access-control-allow-origin')).toBe('http://academy.test');
    const other = await server.request('/api/auth/token/login/', preflight('https://evil.example'));
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const read = await server.request('/api/ro/get-faq/', {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('vary')).toContain('Origin');
  });

  it('answers the origins CORS_ORIGINS lists', async () => {
    const listed = serverWith({ CORS_ORIGINS: 'https://partner.example' });
    const res = await listed.request(
      '/api/auth/token/login/',
      preflight('https://partner.example'),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const config = loadConfig({ PUBLIC_URL: 'https://academy.md/' });
    expect(config.corsOrigins).toEqual(['https://academy.md']);
  });
});
