import type { ImagePurpose } from '@academy/contract/back-office/images';
import { type ImagePicture, imageUploadMachine } from '@academy/machines';
import { useImageField } from '@academy/ui/back-office';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { adminImages } from '../../api/admin-images';

/**
 * An image field of an authoring page (issue 27): uploads the chosen file for `purpose` (resized
 * by the server) and gives the props to spread on `ImageField`, the uploaded image's id (the save
 * body's `image_id`; null keeps the record's picture) and whether the editor removed it. When the
 * record's saved picture changes (saved, loaded again) the field starts again from it.
 */
export function useImageUpload(purpose: ImagePurpose, current: ImagePicture | null = null) {
  const logic = useMemo(
    () =>
      imageUploadMachine.provide({
        actors: {
          upload: fromPromise(({ input }: { input: { file: File } }) =>
            adminImages.upload(purpose, input.file),
          ),
        },
        actions: { logError: (_, { error }) => console.warn('image upload', error) },
      }),
    [purpose],
  );
  const actor = useActorRef(logic, { input: { current } });
  const shown = useRef(current?.url ?? null);
  useEffect(() => {
    const url = current?.url ?? null;
    if (url === shown.current) return;
    shown.current = url;
    actor.send({ type: 'image.reset', current });
  }, [actor, current]);
  return useImageField(actor);
}
