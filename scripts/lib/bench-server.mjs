/**
 * The server the benchmark scripts measure: the built product as `npm start` serves it (the API
 * with the web app on one origin) on a fresh database, and the calls they read its data with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
