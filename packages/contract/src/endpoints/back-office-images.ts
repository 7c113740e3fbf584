import { imageUploadSchema, uploadedImageSchema } from '../back-office/images';
import { endpoint } from '../endpoint';
import { authoringCall } from './back-office-shared';

/**
 * The back office's calls for the images uploaded by editors, resized on upload (issue 27), each
 * declared once with its staff roles.
 */
export const upload = endpoint({
  ...authoringCall,
  method: 'post',
  paths: ['/admin/images/'],
  summary:
    'Uploads an image for a purpose (course cover, hero slide…): checked by its first bytes, ' +
    'turned upright, stripped of its metadata and resized into the WebP files the purpose names; ' +
    'a save body then carries its id as `image_id`',
  body: imageUploadSchema,
  bodyType: 'multipart',
  responses: {
    201: { description: 'The image and its files', schema: uploadedImageSchema },
    400: { description: 'Field errors: `file` (too large, not an image, a PDF…), `purpose`' },
  },
});
