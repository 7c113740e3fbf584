import { describe, expectTypeOf, it } from 'vitest';
import type { VideoUploadMessageKey } from './video-upload.message-keys';
import type { selectVideoUpload } from './video-upload.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('video-upload message keys', () => {
  it('every key the video upload can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectVideoUpload>['messageKey']>
    >().toExtend<VideoUploadMessageKey>();
  });
});
