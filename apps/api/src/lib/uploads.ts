import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { FieldError } from './errors';
import { fileTypeOf } from './file-answer';
import type { Storage } from './storage';

/** Where the storage's files are served: an upload's public path is this and its key. */
export const MEDIA_PREFIX = '/media/';

export const INVALID_FILE_TYPE = 'Invalid file type. Please select a valid image or PDF file.';

type Kind = 'jpg' | 'png' | 'webp' | 'gif' | 'pdf';

const EXTENSIONS: Record<string, Kind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  jfif: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The kind that the first bytes prove, or null. The extension alone is never trusted. */
export function sniff(bytes: Uint8Array): Kind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

type UploadOptions = { field: string; folder: string; allowPdf: boolean };

/** Where an upload goes, and how large it may be (UPLOAD_MAX_BYTES). */
export interface UploadTarget {
  storage: Storage;
  uploadMaxBytes: number;
}

/** The upload target of a request's app: its storage and the configured size limit. */
export const uploadTarget = (c: Context<AppEnv>): UploadTarget => ({
  storage: c.var.services.storage,
  uploadMaxBytes: c.var.config.uploadMaxBytes,
});

/**
 * Checks size, extension and magic bytes, then stores the file in the storage (MEDIA_DIR or the
 * bucket) under `folder/` with a server-generated name. Returns its public path
 * (`/media/folder/uuid.ext`).
 */
export async function saveUpload(
  { storage, uploadMaxBytes }: UploadTarget,
  file: File,
  options: UploadOptions,
): Promise<string> {
  const fail = (message: string) => new FieldError({ [options.field]: [message] });
  if (file.size > uploadMaxBytes) {
    throw fail(`The file is too large (at most ${Math.floor(uploadMaxBytes / 1024 / 1024)} MB).`);
  }
  const extension = EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''];
  const bytes = new Uint8Array(await file.arrayBuffer());
  const actual = sniff(bytes);
  if (!extension || actual !== extension || (extension === 'pdf' && !options.allowPdf)) {
    throw fail(
      options.allowPdf ? INVALID_FILE_TYPE : 'Upload a valid image (jpeg, png, webp or gif).',
    );
  }
  const key = `${options.folder}/${randomUUID()}.${extension}`;
  await storage.put(key, bytes, fileTypeOf(key) ?? 'application/octet-stream');
  return `${MEDIA_PREFIX}${key}`;
}

/**
 * A PDF only (a protocol, a legal document): a `.pdf` whose first bytes are a PDF's (an image or
 * a renamed text is refused with `message` at `field`), then stored by `saveUpload` under
 * `folder/`. Returns its public path.
 */
export async function savePdfUpload(
  target: UploadTarget,
  file: File,
  options: { field: string; folder: string; message: string },
): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!/\.pdf$/i.test(file.name) || sniff(head) !== 'pdf')
    throw new FieldError({ [options.field]: [options.message] });
  return saveUpload(target, file, { field: options.field, folder: options.folder, allowPdf: true });
}
