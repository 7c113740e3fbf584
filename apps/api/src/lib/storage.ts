import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { type FileOrigin, fileAnswer, fileTypeOf } from './file-answer';

/**
 * Where uploads live, behind one interface with two drivers: a folder on disk (the default of
 * `npm start`), or an S3-compatible bucket shared by every API process (S3_ENDPOINT…). Keys are
 * paths like `certificates/<uuid>.pdf`, served at `/media/<key>` either way.
 */
export interface Storage {
  /** Keeps `bytes` under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Keeps the file at `path` under `key`, streamed: a video's source and renditions. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Writes the file kept under `key` to `path` (the video job reads its source); throws if none. */
  download(key: string, path: string): Promise<void>;
  /**
   * The answer to `GET /media/<key>`: the file itself (a folder: streamed, Range honoured), or a
   * redirect to a short-lived signed address of the bucket (which honours Range itself); null
   * when there is no such file.
   */
  answer(key: string, origin: FileOrigin, range: string | undefined): Promise<Response | null>;
  /**
   * Deletes every file under the folder `prefix` (`videos/12`: a deleted video's source,
   * streams and captions); nothing there is not an error.
   */
  removeAll(prefix: string): Promise<void>;
  /** Deletes the file under `key` (a deleted protocol's PDF); none is not an error. */
  remove(key: string): Promise<void>;
}

/** `key` inside `root`, or null when it would leave it (`..`, an absolute path). */
export function inside(root: string, key: string): string | null {
  const path = normalize(join(root, key));
  return path.startsWith(root + sep) ? path : null;
}

export class FolderStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await rm(path, { force: true }); // a linked file (putFile) is replaced, not written through
    await writeFile(path, bytes);
  }

  /**
   * A hard link when the file is on the same disk (the demo lessons' cached clips, a job's
   * output: no copy), else a copy. The old file is removed first, so a link is replaced, never
   * written through.
   */
  async putFile(key: string, path: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await rm(target, { force: true });
    await link(path, target).catch(() => copyFile(path, target));
  }

  async download(key: string, path: string): Promise<void> {
    await copyFile(this.pathOf(key), path);
  }

  async removeAll(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const path = inside(this.root, key);
    if (!path) throw new Error(`not a storage key: ${key}`);
    return path;
  }

  answer(key: string, origin: FileOrigin, range: string | undefined) {
    return fileAnswer(inside(this.root, key), origin, range);
  }
}

export interface S3Options {
  /** S3_ENDPOINT: the service's base URL (`https://s3.eu-central-1.amazonaws.com`, a MinIO…). */
  endpoint: string;
  /** S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long a signed address of a file stays good: enough to start a video, short to share. */
const SIGNED_URL_SECONDS = 300;

/**
 * An S3-compatible bucket, addressed path-style (`endpoint/bucket/key`, which every
 * S3-compatible server takes), each request signed with Signature V4 (aws4fetch). Files are
 * read by the browser from the bucket through presigned GET addresses that name the type and
 * the disposition the folder driver would send: uploads other than images as attachments.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
  }

  private url(key: string): URL {
    const base = this.options.endpoint.replace(/\/$/, '');
    const path = key.split('/').map(encodeURIComponent).join('/');
    return new URL(`${base}/${encodeURIComponent(this.options.bucket)}/${path}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.url(key).toString(), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentType },
    });
    if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
  }

  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    const response = await this.client.fetch(this.url(key).toString(), {
      method: 'PUT',
      body: Readable.toWeb(createReadStream(path)) as ReadableStream,
      headers: { 'content-type': contentType, 'content-length': String(size) },
    });
    if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
  }

  async download(key: string, path: string): Promise<void> {
    const response = await this.client.fetch(this.url(key).toString());
    if (!response.ok || !response.body) throw new Error(`S3 GET ${key}: ${response.status}`);
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), createWriteStream(path));
  }

  /** Lists the folder's keys a page at a time (ListObjectsV2) and deletes each. */
  async removeAll(prefix: string): Promise<void> {
    const folder = `${prefix.replace(/\/$/, '')}/`;
    let token: string | undefined;
    do {
      const url = this.url('');
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', folder);
      if (token) url.searchParams.set('continuation-token', token);
      const response = await this.client.fetch(url.toString());
      if (!response.ok) throw new Error(`S3 LIST ${folder}: ${response.status}`);
      const xml = await response.text();
      for (const [, key] of xml.matchAll(/<Key>([^<]+)<\/Key>/g))
        await this.remove(xmlText(key as string));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xmlText(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
  }

  async remove(key: string): Promise<void> {
    const response = await this.client.fetch(this.url(key).toString(), { method: 'DELETE' });
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key}: ${response.status}`);
  }

  async answer(key: string, origin: FileOrigin): Promise<Response | null> {
    const type = fileTypeOf(key);
    if (!type || key.split('/').some((part) => part === '..' || part === '')) return null;
    const head = await this.client.fetch(this.url(key).toString(), { method: 'HEAD' });
    if (head.status === 404 || head.status === 403) return null;
    if (!head.ok) throw new Error(`S3 HEAD ${key}: ${head.status}`);
    const url = this.url(key);
    url.searchParams.set('X-Amz-Expires', String(SIGNED_URL_SECONDS));
    url.searchParams.set('response-content-type', type);
    if (origin === 'upload' && !type.startsWith('image/')) {
      const name = key.split('/').pop() ?? 'file';
      url.searchParams.set('response-content-disposition', `attachment; filename="${name}"`);
    }
    const signed = await this.client.sign(url.toString(), {
      method: 'GET',
      aws: { signQuery: true },
    });
    return new Response(null, {
      status: 302,
      headers: { location: signed.url, 'cache-control': 'private, max-age=60' },
    });
  }
}

/** An XML text's characters (a listed key may hold `&amp;`). */
const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The storage the configuration names: the bucket when S3_* is set, else MEDIA_DIR. */
export function storageFor(config: { s3: S3Options | null; mediaDir: string }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new FolderStorage(config.mediaDir);
}
