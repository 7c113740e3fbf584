import { previewVariant } from '@academy/contract/back-office/images';
import type { ImagePicture, ImageUploadSnapshot } from './image-upload.machine';
import type { ImageUploadMessageKey } from './image-upload.message-keys';
import { isRetryable } from './image-upload.rules';

/** The machine's state, for the view's `data-state`. */
export type ImageUploadState = 'idle' | 'uploading' | 'ready' | 'failure';

/**
 * The field's props: the picture to show (the uploaded image's card-sized file, else the
 * record's), the chosen file's name while it goes, why it failed and whether sending it again
 * can help, and what the live region says.
 */
export function selectImageUpload(snapshot: ImageUploadSnapshot) {
  const state = snapshot.value as ImageUploadState;
  const { current, file, image, removed, errorKey } = snapshot.context;
  const uploaded = image ? previewVariant(image) : null;
  const picture: ImagePicture | null = uploaded ?? current;
  const statusKey: ImageUploadMessageKey | null =
    state === 'uploading'
      ? 'imageUpload.uploading'
      : state === 'ready'
        ? 'imageUpload.uploaded'
        : state === 'idle' && removed
          ? 'imageUpload.removed'
          : null;
  return {
    state,
    picture,
    fileName: file?.name ?? null,
    errorKey: state === 'failure' ? errorKey : null,
    canRetry: state === 'failure' && file !== null && isRetryable(errorKey),
    statusKey,
    /** The uploaded image's id, for the save body's `image_id`; null: keep (or none). */
    imageId: image?.id ?? null,
    removed,
  };
}
