import {
  IMAGE_MAX_BYTES,
  type ImageRefusal,
  imageRefusalOf,
} from '@academy/contract/back-office/images';
import { isFieldRefusal } from '../field-refusal';
import type { ImageUploadMessageKey } from './image-upload.message-keys';

const REFUSAL_KEYS: Record<ImageRefusal, ImageUploadMessageKey> = {
  tooLarge: 'imageUpload.tooLarge',
  pdf: 'imageUpload.pdf',
  notAnImage: 'imageUpload.notAnImage',
  tooManyPixels: 'imageUpload.tooManyPixels',
  unreadable: 'imageUpload.unreadable',
};

/**
 * What the browser can tell before sending: a file over the limit, a PDF, or something its type
 * says is no image (an empty type is left to the server, which reads the first bytes anyway).
 */
export function refusalOfFile(file: Pick<File, 'size' | 'type'>): ImageUploadMessageKey | null {
  if (file.size > IMAGE_MAX_BYTES) return REFUSAL_KEYS.tooLarge;
  if (file.type === 'application/pdf') return REFUSAL_KEYS.pdf;
  if (file.type && !file.type.startsWith('image/')) return REFUSAL_KEYS.notAnImage;
  return null;
}

/** The key of a failed upload: the server's refusal in the contract's words, else a failure. */
export function failureKeyOf(error: unknown): ImageUploadMessageKey {
  if (!isFieldRefusal(error)) return 'imageUpload.failed';
  const messages = Object.values(error.fieldErrors).flat();
  const refusal = messages.map(imageRefusalOf).find((found) => found !== null);
  return refusal ? REFUSAL_KEYS[refusal] : 'imageUpload.refused';
}

/** Sending the same file again helps only when it was not the file that was refused. */
export const isRetryable = (key: ImageUploadMessageKey | null) => key === 'imageUpload.failed';
