import { describe, expectTypeOf, it } from 'vitest';
import type { VideoProgressMessageKey } from './video-progress.message-keys';
import type { ProgressLabelKey } from './video-progress.rules';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('video-progress message keys', () => {
  it('every key the video progress rules can emit is in its list', () => {
    expectTypeOf<ProgressLabelKey>().toExtend<VideoProgressMessageKey>();
  });
});
