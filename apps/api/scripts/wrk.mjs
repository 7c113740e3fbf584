// The benchmark's second load generator: wrk (Debian's package), written in C, spends a small
// part of what autocannon's one JS thread spends on each answer. On a 2-core machine autocannon
// reached 100 % of its core while the server used about half of one (stop 45), so its ratio
// measured the client; wrk's leaves the server the CPU. Same figures as bench.mjs's autocannon
// runs: requests per second, p99 in ms, errors, timeouts, non-2xx answers and the client's CPU.
import { spawn } from 'node:child_process';

/** A wrk latency ("812.00us", "5.12ms", "1.02s") in ms. */
const ms = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  if (value === undefined) throw new Error(`wrk latency "${text}" not understood`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
};

/** What one wrk run printed, as bench.mjs's figures. */
export function parseWrk(output, wallSeconds) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  // `times`' last line: the children's (wrk's) user and system time, e.g. "0m1.23s 0m0.45s".
  const cpu = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(output);
  const cpuSeconds = cpu
    ? Number(cpu[1]) * 60 + Number(cpu[2]) + Number(cpu[3]) * 60 + Number(cpu[4])
    : 0;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '0ms'),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    clientCpu: (cpuSeconds / wallSeconds) * 100,
  };
}

/**
 * One wrk run (one thread, `connections` connections) against `url`; bash's `times` after it
 * prints the CPU wrk used, as its children's user and system time.
 */
export function wrk({ url, headers = {}, connections, duration }) {
  const header = Object.entries(headers)
    .map(([name, value]) => `-H '${name}: ${value}'`)
    .join(' ');
  const command = `wrk -t1 -c${connections} -d${duration}s --latency ${header} '${url}'; times`;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      resolve(parseWrk(output, (Date.now() - started) / 1000));
    });
  });
}
