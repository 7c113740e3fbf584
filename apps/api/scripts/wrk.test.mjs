import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.mjs';

/** wrk 4's report of a run with `--latency`, then bash's `times` (the shell's, then wrk's CPU). */
const REPORT = `Running 1s test @ http://127.0.0.1:8765/nope
  1 threads and 2 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.59ms    1.55ms  13.50ms   85.39%
    Req/Sec     1.41k   279.50     1.86k    70.00%
  Latency Distribution
     50%    0.90ms
     75%    2.17ms
     90%    3.75ms
     99%    7.04ms
  1402 requests in 1.00s, 711.95KB read
  Socket errors: connect 1, read 2, write 3, timeout 4
  Non-2xx or 3xx responses: 1402
Requests/sec:   1400.39
Transfer/sec:    711.13KB
0m0.002s 0m0.000s
0m0.210s 0m1.090s
`;

describe('the wrk report, as the benchmark reads it', () => {
  it('gives requests per second, p99, errors, timeouts, non-2xx and wrk’s own CPU', () => {
    expect(parseWrk(REPORT, 2)).toEqual({
      rps: 1400.39,
      p99: 7.04,
      errors: 6,
      timeouts: 4,
      non2xx: 1402,
      clientCpu: 65,
    });
  });

  it('reads p99 in microseconds and seconds too, and a clean run as no errors', () => {
    const fast = REPORT.replace('7.04ms', '812.00us')
      .replace(/ {2}Socket errors.*\n/, '')
      .replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(fast, 1)).toMatchObject({ p99: 0.812, errors: 0, timeouts: 0, non2xx: 0 });
    expect(parseWrk(REPORT.replace('7.04ms', '1.02s'), 1).p99).toBe(1020);
  });

  it('refuses a latency it does not understand rather than report 0', () => {
    expect(() => parseWrk(REPORT.replace('7.04ms', '7.04m'), 1)).toThrow(/not understood/);
  });
});
