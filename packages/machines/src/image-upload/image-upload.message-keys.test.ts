import { describe, expectTypeOf, it } from 'vitest';
import type { ImageUploadMessageKey } from './image-upload.message-keys';
import type { selectImageUpload } from './image-upload.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('image-upload message keys', () => {
  it('every key the image upload can emit is in its list', () => {
    type ImageUpload = ReturnType<typeof selectImageUpload>;
    expectTypeOf<
      NonNullable<ImageUpload['errorKey'] | ImageUpload['statusKey']>
    >().toExtend<ImageUploadMessageKey>();
  });
});
