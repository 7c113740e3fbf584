import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll } from 'vitest';
import { visitedStates } from './create-test-actor';

/** Each test file leaves the states it reached in .state-coverage/ for scripts/state-coverage.ts. */
afterAll(() => {
  const dir = new URL('../../.state-coverage/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const data = Object.fromEntries([...visitedStates].map(([id, paths]) => [id, [...paths]]));
  const name = `${process.pid}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(new URL(name, dir), JSON.stringify(data));
});
