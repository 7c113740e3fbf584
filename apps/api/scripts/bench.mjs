#!/usr/bin/env node
// Benchmark (not a test): autocannon against the API's course list, the product list (with a
// demo token) and a bare Hono JSON endpoint, in one run on this machine.
//   pnpm build && node scripts/bench.mjs [seconds=10] [connections=50]
// The API runs from dist/main.js on a fresh PGlite folder (seeded), LOG_LEVEL=warn; the bare
// endpoint from scripts/bare-server.mjs. Each target is warmed up for 2 s before it is measured.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const main = join(root, 'dist', 'main.js');
if (!existsSync(main)) {
  console.error('dist/main.js missing: run `pnpm build` first');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
const apiPort = await freePort();
const api = spawn(process.execPath, [main], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(apiPort), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${apiPort}`;
async function waitFor(url) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (i > 300) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
await waitFor(`${base}/time/`);

// The baseline runs in its own process too, so both servers compete for the CPU alike.
const barePort = await freePort();
const bareServer = spawn(
  process.execPath,
  [join(root, 'scripts', 'bare-server.mjs'), String(barePort)],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
await waitFor(`http://127.0.0.1:${barePort}/json`);

const login = await fetch(`${base}/auth/token/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'student.md@academy.demo', password: 'Demo12345!' }),
});
const { auth_token: token } = await login.json();

const targets = [
  { name: 'bare Hono JSON', url: `http://127.0.0.1:${barePort}/json` },
  { name: 'GET /ro/courses/course/', url: `${base}/ro/courses/course/` },
  {
    name: 'GET /ro/shop/product/ (token)',
    url: `${base}/ro/shop/product/?active=true&is_active_for_md=true&page_size=10000`,
    headers: { authorization: `Token ${token}` },
  },
];
const results = [];
for (const target of targets) {
  await autocannon({ url: target.url, headers: target.headers, connections, duration: 2 });
  const r = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  if (r.non2xx) console.error(`${target.name}: ${r.non2xx} non-2xx answers`);
  results.push({ name: target.name, rps: r.requests.average, p99: r.latency.p99 });
}
const bareRps = results[0].rps;
console.log(`\n${seconds}s per target, ${connections} connections, Node ${process.version}`);
console.log('target'.padEnd(34), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs bare'.padStart(9));
for (const r of results) {
  console.log(
    r.name.padEnd(34),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    `${((r.rps / bareRps) * 100).toFixed(1)}%`.padStart(9),
  );
}
bareServer.kill('SIGTERM');
api.kill('SIGTERM');
await new Promise((r) => api.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
