#!/usr/bin/env node
// Benchmark (not a test): autocannon against the reads of the public pages on the start command's
// server (the API under /api beside the built web app) and a bare Hono JSON endpoint, on this
// machine, every client accepting compression as browsers do.
//   pnpm --filter @academy/api build && pnpm --filter @academy/web build
//   node scripts/bench.mjs [seconds=10] [connections=50] [more connection counts…]
// e.g. `node scripts/bench.mjs 10 50 200`: every target at 50, then at 200 connections.
// BENCH_CLIENT=wrk loads the servers with wrk (Debian's package) instead of autocannon: on two
// cores autocannon's thread is the bottleneck before the server is (wrk.mjs).
// The server runs from dist/main.js (BENCH_MAIN: another bundle) on a fresh PGlite folder
// (seeded), LOG_LEVEL=warn, WEB_DIST=../web/dist when it is built (BENCH_WEB_DIST: another build,
// its server entry in ../dist-server beside it; else the pages are left out and the API answers at
// the root); the bare endpoint from scripts/bare-server.mjs, measured again just before each
// target (its "vs bare" baseline), and Home's HTML as sent (br) served from memory by that bare
// server: the same bytes as a static file at its cheapest. Each run is warmed up for 2 s. The
// aim (issue 14): each ≥ 50 % of bare Hono with p99 ≤ 20 ms at 50 connections, and no error or
// timeout at 200. The machine's load is printed with the figures: on shared cores, measure again
// when it is high. So is the CPU each server and the client (autocannon parses every answer in
// this process's one JS thread) used during each run, in % of one core.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { wrk } from './wrk.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const connectionCounts = process.argv.slice(3).map(Number);
if (connectionCounts.length === 0) connectionCounts.push(50);
const main = resolve(process.env.BENCH_MAIN ?? join(root, 'dist', 'main.js'));
if (!existsSync(main)) {
  console.error(`${main} missing: run \`pnpm build\` first`);
  process.exit(2);
}
const webDist = resolve(process.env.BENCH_WEB_DIST ?? join(root, '..', 'web', 'dist'));
const withWeb = existsSync(join(webDist, 'index.html'));
if (!withWeb) console.error('apps/web/dist not built: the page HTML is left out');

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
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    ...(withWeb ? { WEB_DIST: webDist } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${apiPort}`;
const base = withWeb ? `${origin}/api` : origin;
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

// What a browser sends: compression accepted (the answers then come as br or gzip).
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Home's HTML as the server sends it to a browser, still encoded (fetch would decode it). */
const homeAsSent = () =>
  new Promise((resolve, reject) => {
    get(`${origin}/ro`, { headers: browser }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const file = join(dataDir, 'home.html.encoded');
        writeFileSync(file, Buffer.concat(chunks));
        resolve([file, answer.headers['content-encoding']]);
      });
    }).on('error', reject);
  });

// The baselines run in their own process too, so both servers compete for the CPU alike.
const barePort = await freePort();
const bareServer = spawn(
  process.execPath,
  [
    join(root, 'scripts', 'bare-server.mjs'),
    String(barePort),
    ...(withWeb ? await homeAsSent() : []),
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
await waitFor(`http://127.0.0.1:${barePort}/json`);

const login = await fetch(`${base}/auth/token/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'student.md@academy.demo', password: 'Demo12345!' }),
});
const { auth_token: token } = await login.json();

const targets = [
  { name: 'bare Hono JSON', url: `http://127.0.0.1:${barePort}/json`, bare: true },
  { name: 'GET /ro/courses/course/', url: `${base}/ro/courses/course/`, headers: browser },
  { name: 'GET /ro/courses/course/3/', url: `${base}/ro/courses/course/3/`, headers: browser },
  {
    name: 'GET /ro/shop/product/ (token)',
    url: `${base}/ro/shop/product/?active=true&is_active_for_md=true&page_size=10000`,
    headers: { ...browser, authorization: `Token ${token}` },
  },
  // The pages' HTML as a browser asks for it: Home, the course list (catalogue), a course.
  ...(withWeb
    ? [
        // Home's bytes from memory (bare-server.mjs): what the HTML would cost as a static file.
        {
          name: "Home's bytes, static",
          url: `http://127.0.0.1:${barePort}/static`,
          headers: browser,
          bare: true,
        },
        { name: "GET /ro (Home's HTML)", url: `${origin}/ro`, headers: browser },
        { name: 'GET /ro/category (HTML)', url: `${origin}/ro/category`, headers: browser },
        { name: 'GET /ro/course/3 (HTML)', url: `${origin}/ro/course/3`, headers: browser },
      ]
    : []),
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
/** CPU seconds a process has used (user + system), from /proc; null where there is none. */
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return null;
  }
};
const share = (before, after, wall) =>
  before === null || after === null ? null : ((after - before) / wall) * 100;
/** autocannon, in this process: the client's CPU is this process's. */
const autocannonRun = async (options) => {
  const [before, started] = [process.cpuUsage(), Date.now()];
  const r = await autocannon(options);
  const used = process.cpuUsage(before);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    clientCpu: ((used.user + used.system) / 1e6 / ((Date.now() - started) / 1000)) * 100,
  };
};
const client = process.env.BENCH_CLIENT === 'wrk' ? wrk : autocannonRun;
// Each run says how busy the server and the client were, in % of one core: a server far from
// 100 % while the client is near it measures the client, not the server.
const measure = async (target, connections) => {
  const options = { url: target.url, headers: target.headers, connections };
  await client({ ...options, duration: 2 });
  // `bare`: answered by bare-server.mjs's process, not the API's.
  const server = target.bare ? bareServer.pid : api.pid;
  const [serverBefore, started] = [cpuSeconds(server), Date.now()];
  const result = await client({ ...options, duration: seconds });
  const wall = (Date.now() - started) / 1000;
  return { ...result, serverCpu: share(serverBefore, cpuSeconds(server), wall) };
};
// The load of shared cores moves by the minute: each target is compared with a bare run made just
// before it, not with one run at the start.
const [bare, ...measured] = targets;
const runs = [];
for (const connections of connectionCounts) {
  const results = [];
  for (const target of measured) {
    const baseline = await measure(bare, connections);
    results.push({ name: target.name, ...(await measure(target, connections)), bare: baseline });
  }
  runs.push({ connections, results });
}

console.log(
  `\n${seconds}s per target, client ${client === wrk ? 'wrk' : 'autocannon'}, Node ${process.version}, load average before ${loadBefore}, after ${load()}`,
);
const cpu = (percent) => (percent === null ? '-' : `${percent.toFixed(0)}%`);
for (const { connections, results } of runs) {
  console.log(`\n${connections} connections`);
  console.log(
    'target'.padEnd(32),
    'req/s'.padStart(8),
    'p99 ms'.padStart(7),
    'bare req/s'.padStart(11),
    'bare p99'.padStart(9),
    'vs bare'.padStart(8),
    'errors'.padStart(7),
    'timeouts'.padStart(9),
    'non-2xx'.padStart(8),
    'srv CPU'.padStart(8),
    'bare srv'.padStart(9),
    'client'.padStart(7),
    'bare client'.padStart(12),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(32),
      r.rps.toFixed(0).padStart(8),
      String(r.p99).padStart(7),
      r.bare.rps.toFixed(0).padStart(11),
      String(r.bare.p99).padStart(9),
      `${((r.rps / r.bare.rps) * 100).toFixed(1)}%`.padStart(8),
      String(r.errors).padStart(7),
      String(r.timeouts).padStart(9),
      String(r.non2xx).padStart(8),
      cpu(r.serverCpu).padStart(8),
      cpu(r.bare.serverCpu).padStart(9),
      cpu(r.clientCpu).padStart(7),
      cpu(r.bare.clientCpu).padStart(12),
    );
  }
}
bareServer.kill('SIGTERM');
api.kill('SIGTERM');
await new Promise((r) => api.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
