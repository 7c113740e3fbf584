/**
 * Every message key the image-upload flow can emit; the texts are in the ui kit's staff `flows`
 * namespace (packages/ui/src/i18n/staff-flows/imageUpload.json), which only the back office loads.
 */
export const IMAGE_UPLOAD_MESSAGE_KEYS = [
  // Why the file was refused (checked in the browser first, then by the server's first bytes).
  'imageUpload.tooLarge',
  'imageUpload.pdf',
  'imageUpload.notAnImage',
  'imageUpload.tooManyPixels',
  'imageUpload.unreadable',
  /** The server refused it in words of its own (a purpose the page should not have sent). */
  'imageUpload.refused',
  /** No answer (offline, a server error): the same file can be sent again. */
  'imageUpload.failed',
  // What the live region says.
  'imageUpload.uploading',
  'imageUpload.uploaded',
  'imageUpload.removed',
] as const;

export type ImageUploadMessageKey = (typeof IMAGE_UPLOAD_MESSAGE_KEYS)[number];
