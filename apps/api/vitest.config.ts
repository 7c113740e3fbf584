import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Races need a real server's concurrent connections (see race.test.ts), and several processes
    // on one database its LISTEN/NOTIFY (*.pg.test.ts): PostgreSQL runs only.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*race.test.ts', 'src/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file holds one in-memory PostgreSQL (~400 MB): two at a time on 2 cores.
    maxWorkers: 2,
    // Files share one module graph (about 2× faster here); `npm test -- --full` runs them isolated.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
