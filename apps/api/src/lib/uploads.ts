import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { FieldError } from './errors';

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

/** A PATCH's file: stored (see saveUpload) when sent, undefined (not sent) otherwise. */
export const saveSentUpload = (config: Config, file: File | undefined, options: UploadOptions) =>
  file ? saveUpload(config, file, options) : Promise.resolve(undefined);

/**
 * Checks size, extension and magic bytes, then stores the file under MEDIA_DIR/folder with a
 * server-generated name. Returns its public path (`/media/folder/uuid.ext`).
 */
export async function saveUpload(
  config: Config,
  file: File,
  options: UploadOptions,
): Promise<string> {
  const fail = (message: string) => new FieldError({ [options.field]: [message] });
  if (file.size > config.uploadMaxBytes) {
    throw fail(
      `The file is too large (at most ${Math.floor(config.uploadMaxBytes / 1024 / 1024)} MB).`,
    );
  }
  const extension = EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''];
  const bytes = new Uint8Array(await file.arrayBuffer());
  const actual = sniff(bytes);
  if (!extension || actual !== extension || (extension === 'pdf' && !options.allowPdf)) {
    throw fail(
      options.allowPdf ? INVALID_FILE_TYPE : 'Upload a valid image (jpeg, png, webp or gif).',
    );
  }
  const folder = join(config.mediaDir, options.folder);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(join(folder, name), bytes);
  return `/media/${options.folder}/${name}`;
}
