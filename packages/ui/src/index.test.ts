import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import indexSource from './index.ts?raw';

/**
 * The kit's index is kept by hand, so a test keeps it whole: every component, block and flow
 * folder exports its main file (`<group>/<name>/<name>.tsx`) from the index and shows it in a
 * story. A new folder that is forgotten in either place fails here with its name. A heavy folder
 * (the page editor) is exported from a subpath of its own instead, so the app loads it in its own
 * chunk: its `index.ts` in the package's `exports` (its `source` condition) counts.
 */
const subpathFolders = new Set(
  Object.values(packageJson.exports)
    // The workspace reads the sources (the `source` condition); other apps, the build.
    .map((target): string => ('source' in target ? target.source : ''))
    .filter((target) => target.endsWith('/index.ts'))
    .map((target) => target.replace(/^\.\/src\//, './').replace(/\/index\.ts$/, '')),
);
const mainFiles = Object.keys(
  import.meta.glob('./{components,blocks,flows}/*/*.tsx', { query: '?raw', eager: true }),
).filter((file) => {
  const [, , folder, name] = file.split('/');
  return name === `${folder}.tsx`;
});
const storyFiles = new Set(
  Object.keys(import.meta.glob('./{components,blocks,flows}/*/*.stories.tsx')).map((file) =>
    file.split('/').slice(0, 3).join('/'),
  ),
);

describe('the ui index', () => {
  it('finds the folders', () => {
    expect(mainFiles.length).toBeGreaterThan(40);
  });

  it('exports every folder main file', () => {
    const missing = mainFiles.filter(
      (file) =>
        !indexSource.includes(`export * from '${file.replace(/\.tsx$/, '')}';`) &&
        !subpathFolders.has(file.split('/').slice(0, 3).join('/')),
    );
    expect(missing).toEqual([]);
  });

  it('shows every folder in a story', () => {
    const missing = mainFiles.filter(
      (file) => !storyFiles.has(file.split('/').slice(0, 3).join('/')),
    );
    expect(missing).toEqual([]);
  });
});
