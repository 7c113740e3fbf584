import { rmSync } from 'node:fs';

/** Each run starts with no recorded states, so the coverage report reflects this run only. */
export default function clearRecordedStates() {
  rmSync(new URL('../../.state-coverage/', import.meta.url), { recursive: true, force: true });
}
