import { type ImageUploadActorRef, selectImageUpload } from '@academy/machines';
import { useSelector } from '@xstate/react';
import type { ImageFieldBinding } from './image-field';

/**
 * The image-upload flow's actor as the field's props (spread on `ImageField`), plus the uploaded
 * image's id and whether the picture was removed, for the record's save body.
 */
export function useImageField(actor: ImageUploadActorRef) {
  const view = useSelector(actor, selectImageUpload);
  const field: ImageFieldBinding = {
    state: view.state,
    picture: view.picture,
    fileName: view.fileName,
    errorKey: view.errorKey,
    statusKey: view.statusKey,
    canRetry: view.canRetry,
    onChoose: (file) => actor.send({ type: 'image.choose', file }),
    onRetry: () => actor.send({ type: 'image.retry' }),
    onRemove: () => actor.send({ type: 'image.remove' }),
  };
  return { field, imageId: view.imageId, removed: view.removed };
}
