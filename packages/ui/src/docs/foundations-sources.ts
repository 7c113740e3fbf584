/**
 * The sources the foundations pages read, as text: the kit's components, blocks and flows (the
 * icons they import, the timings they use) and the machines (the timings). Both pages read them
 * from this one module: eager `?raw` globs shared from one page's module to another's were
 * exported before their contents were set (the Icons page drew nothing in the Storybook build).
 */
export const kitSources = import.meta.glob<string>(
  [
    '../components/**/*.tsx',
    '../blocks/**/*.tsx',
    '../flows/**/*.tsx',
    '!../**/*.stories.tsx',
    '!../**/*.test.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

export const machineSources = import.meta.glob<string>(
  [
    '../../../machines/src/**/*.ts',
    '!../../../machines/src/**/*.test.ts',
    '!../../../machines/src/constants.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
