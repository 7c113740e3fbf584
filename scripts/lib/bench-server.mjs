/**
 * The server the benchmark scripts measure: the built product as `npm start` serves it (the API
 * with the web app on one origin) on a fresh database, and the calls they read its data with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { run } from './run.mjs';
import { freePort } from './suites.mjs';

/** The demo student: a cosmetologist in Moldova who owns courses (the seed). */
export const DEMO_STUDENT = { username: 'student.md@academy.demo', password: 'Demo12345!' };

/** Starts `apps/api/dist/main.js` on a free port and waits until it answers. */
export async function startBenchServer(env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['apps/api/dist/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST: 'apps/web/dist',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'academy-bench-')),
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  if ((await run('pnpm', ['exec', 'wait-on', '-t', '180000', `${origin}/api/time/`])) !== 0) {
    server.kill('SIGTERM');
    throw new Error('the server did not start');
  }

  async function apiGet(path, token) {
    const response = await fetch(`${origin}/api${path}`, {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
    if (!response.ok) throw new Error(`GET /api${path}: ${response.status}`);
    return response.json();
  }

  /** The session the app keeps after a login (spec 4): token, user, profile. */
  async function demoSession(credentials = DEMO_STUDENT) {
    const login = await fetch(`${origin}/api/auth/token/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { auth_token: token } = await login.json();
    const user = await apiGet('/auth/users/me/', token);
    const { profile } = await apiGet(`/ro/accounts/users/${user.id}/`, token);
    return { token, user, profile };
  }

  return { origin, apiGet, demoSession, stop: () => server.kill('SIGTERM') };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * A folder's files (the benchmark's reference page) from this process, on a free port: compressed
 * with brotli once, at the level the product's build stores its assets (apps/web/build/
 * precompress.ts), hashed assets cached for a year as the API serves them, the page not cached.
 * Not through the product's server, whose Content-Security-Policy needs a per-answer nonce.
 */
export async function startStaticServer(dir) {
  const files = new Map();
  for (const file of readdirSync(dir, { recursive: true })) {
    const path = join(dir, file);
    if (!statSync(path).isFile()) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    files.set(`/${file.split(sep).join('/')}`, { body, brotli, type: TYPES[extname(file)] });
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(path === '/' ? '/index.html' : path);
    if (!file) return response.writeHead(404).end();
    const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': file.type ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(br ? { 'Content-Encoding': 'br' } : {}),
      Vary: 'Accept-Encoding',
    });
    response.end(br ? file.brotli : file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}
