import type { ImagePurpose } from '@academy/contract/back-office/images';
import { backOfficeImagesEndpoints as endpoints } from '@academy/contract/endpoints';
import { call } from './call';
import { refusingFields } from './field-refusal';

/** The back office's image uploads (issue 27), for editors and admins. */
export const adminImages = {
  /**
   * Sends a file for a purpose; the server answers once it has resized it. Its refusals (not an
   * image, a PDF, too large) reject as a field refusal on `file`. No upload progress: ky can only
   * report it by streaming the request, which browsers refuse over HTTP/1.1 (or at all).
   */
  upload: (purpose: ImagePurpose, file: File) =>
    refusingFields(call(endpoints.upload, { body: { file, purpose } })),
};
