import type { ImagePurpose } from '@academy/contract/back-office/images';
import type { ImageFieldBinding } from '@academy/ui/back-office';
import { type ReactNode, useEffect } from 'react';
import { imageValue } from './taxonomy-records';
import { useImageUpload } from './use-image-upload';

/**
 * A record form's image (a brand's logo, a slide's picture, a reviewer's photo): the upload's
 * field for the dialog, and the uploaded image's id kept in the form's values (`image_id`) for
 * the save. Keyed by the form's session, it starts again from the record's picture each time.
 */
export function FormImage({
  purpose,
  current,
  onImage,
  children,
}: {
  purpose: ImagePurpose;
  current: string | null;
  onImage: (value: string) => void;
  children: (field: ImageFieldBinding) => ReactNode;
}) {
  const { field, imageId, removed } = useImageUpload(purpose, current ? { url: current } : null);
  const value = imageValue(imageId, removed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form learns each new value once
  useEffect(() => onImage(value), [value]);
  return children(field);
}
