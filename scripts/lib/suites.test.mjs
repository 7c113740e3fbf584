import { describe, expect, it } from 'vitest';
import { describeFailure, failuresOf } from './suites.mjs';

describe('failuresOf: the failed tests named in the summary', () => {
  it('reads the scripts’ own reports (docs pages, kit, budgets)', () => {
    const report = {
      testResults: [
        { name: 'Button docs (light)', status: 'passed', message: '' },
        { name: 'Dialog docs (dark)', status: 'failed', message: 'axe: color-contrast' },
      ],
    };
    expect(failuresOf(report)).toEqual([
      { name: 'Dialog docs (dark)', message: 'axe: color-contrast' },
    ]);
  });

  it('reads jest and vitest reports, and a file that failed outside its tests', () => {
    const report = {
      testResults: [
        {
          name: '/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            { fullName: 'a fails', status: 'failed', failureMessages: ['expected 1 to be 2'] },
          ],
        },
        {
          name: '/b.test.ts',
          status: 'failed',
          message: 'Cannot find module',
          assertionResults: [],
        },
      ],
    };
    expect(failuresOf(report)).toEqual([
      { name: 'a fails', message: 'expected 1 to be 2' },
      { name: '/b.test.ts', message: 'Cannot find module' },
    ]);
  });

  it('reads Playwright’s nested suites, counting a test that passed only on retry', () => {
    const spec = (title, status) => ({
      title,
      tests: [
        { projectName: 'mobile', status, results: [{ error: { message: `${title} broke` } }] },
      ],
    });
    const report = {
      suites: [
        {
          title: 'shop.spec.ts',
          specs: [spec('adds to cart', 'expected')],
          suites: [
            { title: 'checkout', specs: [spec('pays', 'unexpected'), spec('retries', 'flaky')] },
          ],
        },
      ],
      errors: [{ message: 'global setup failed' }],
    };
    expect(failuresOf(report).map((f) => f.name)).toEqual([
      '[mobile] shop.spec.ts › checkout › pays',
      '[mobile] shop.spec.ts › checkout › retries',
      'run',
    ]);
  });

  it('describes a failure by its name and the first line of its message, uncoloured and cut', () => {
    expect(describeFailure({ name: 'x', message: '\x1b[31mboom\x1b[0m\n  at y' })).toBe(
      '    - x\n      boom',
    );
    expect(describeFailure({ name: 'x' })).toBe('    - x');
    const long = describeFailure({ name: 'x', message: 'a'.repeat(300) }).split('\n')[1];
    expect(long).toBe(`      ${'a'.repeat(240)}…`);
  });
});
