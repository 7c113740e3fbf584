import { getJestConfig } from '@storybook/test-runner';

// Ejected so that the story tests use Debian's Chromium (no browser download on these machines).
const testRunnerConfig = getJestConfig();

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // One page per worker, reloaded for each story file (.storybook/test-environment.mjs).
  testEnvironment: './.storybook/test-environment.mjs',
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        // No motion to wait out or to catch half-way (transitions, smooth scrolling, autoplay).
        reducedMotion: 'reduce',
      },
    },
  },
};
