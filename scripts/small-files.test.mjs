import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small files (issue 24): no production file of the apps and packages is over 300 lines. Tests,
 * stories, mocks, fixtures, test helpers and type declarations aside; the demo seed is production
 * code (it fills every new database), its data in small files of its own.
 */
const ROOT = join(import.meta.dirname, '..');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|css)$/;
const NOT_PRODUCTION = /(\.test\.|\.spec\.|\.stories\.|\/mocks\/|fixtures|\/test\/|\.d\.ts$)/;

/** Of `files` (apps/ and packages/ as git keeps them), the production ones over the limit. */
function longFiles(files, linesOf) {
  return files
    .filter((file) => SOURCE.test(file) && !NOT_PRODUCTION.test(file))
    .map((file) => [file, linesOf(file)])
    .filter(([, lines]) => lines > MAX_LINES);
}

describe('small files', () => {
  it('tells a long production file, and leaves tests and stories alone', () => {
    const lines = {
      'apps/web/src/a.tsx': 301,
      'apps/web/src/a.test.tsx': 900,
      'x.stories.tsx': 900,
    };
    expect(longFiles(Object.keys(lines), (file) => lines[file])).toEqual([
      ['apps/web/src/a.tsx', 301],
    ]);
  });

  it(`no production file is over ${MAX_LINES} lines`, () => {
    const files = execFileSync('git', ['ls-files', 'apps', 'packages'], { cwd: ROOT })
      .toString()
      .split('\n')
      .filter(Boolean);
    const lines = (file) => readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1;
    expect(longFiles(files, lines)).toEqual([]);
  });
});
