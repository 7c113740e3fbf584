#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster:
//   node scripts/with-postgres.mjs vitest run
// Finds Debian's binaries (/usr/lib/postgresql/*/bin), initdb's a cluster in a temp dir, starts it
// on 127.0.0.1 on a free port, creates a database, runs the command with TEST_DATABASE_URL set,
// then always stops and removes the cluster and exits with the command's code. As root the
// server runs as the postgres user (initdb refuses root).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command...>');
  process.exit(2);
}

function findBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    console.error('PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql)');
    process.exit(2);
  }
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = findBin();
const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'academy-pg-'));
const data = join(dir, 'data');
const port = await freePort();
const asServerUser = (tool, args) =>
  isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
const run = (tool, args) => {
  const [file, argv] = asServerUser(tool, args);
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
};

let started = false;
function cleanup() {
  if (started) {
    const [file, argv] = asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(file, argv, { stdio: 'ignore' });
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  if (isRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, 'academy\n');
  if (isRoot) execFileSync('chown', ['postgres:postgres', pwfile]);
  run('initdb', [
    '-D',
    data,
    '-U',
    'academy',
    '--pwfile',
    pwfile,
    '-A',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ]);
  started = true;
  const url = `postgres://academy:academy@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${bin}) on 127.0.0.1:${port}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
    shell: false,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
} catch (error) {
  console.error(String(error));
  code = 1;
} finally {
  cleanup();
}
process.exit(code);
