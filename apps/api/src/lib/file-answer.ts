import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.jfif': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  // What the video pipeline makes: HLS playlists and segments (MPEG-TS, or fMP4 with an
  // init.mp4), captions and the thumbnails' WebVTT (issue 25).
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt',
};

/**
 * Where a file comes from decides how far the browser may trust it:
 * - `ours`: the legal PDFs and the demo media, shipped with the code: shown inline (the PDF
 *   viewer needs inline styles), under a policy that loads nothing else;
 * - `upload`: what users sent (avatars, certificates): an image is shown, anything else (a PDF,
 *   which may carry scripts) is a download under a sandbox, never drawn on our origin or framed.
 */
export type FileOrigin = 'ours' | 'upload';

const OWN_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const UPLOAD_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";
/** An SVG is a document that could hold scripts: none run, its own styles do. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** The media type we serve a file of this name as, or null (a type we do not serve). */
export function fileTypeOf(name: string): string | null {
  return TYPES[extname(name).toLowerCase()] ?? null;
}

/** One byte range of a file of `size` bytes from a Range header; 'unsatisfiable'; or null (all). */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  // Several ranges, other units, nonsense: the whole file, as RFC 9110 lets a server answer.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * The answer of a file on disk, or null when there is none (or its type is not one we serve):
 * streamed, not read whole, with a single Range honoured (206), as video players and PDF viewers
 * need to seek in large files.
 */
export async function fileAnswer(
  path: string | null,
  origin: FileOrigin,
  range: string | undefined,
): Promise<Response | null> {
  if (!path) return null;
  const type = fileTypeOf(path);
  if (!type) return null;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const name = path.split(sep).pop() ?? 'file';
  const image = type.startsWith('image/');
  const headers: Record<string, string> = {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=86400',
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.mtime.toUTCString(),
    'Content-Security-Policy':
      type === 'image/svg+xml' ? SVG_POLICY : origin === 'upload' ? UPLOAD_POLICY : OWN_FILE_POLICY,
  };
  // The name is ours (generated on upload), never the uploader's.
  if (!image)
    headers['Content-Disposition'] =
      `${origin === 'upload' ? 'attachment' : 'inline'}; filename="${name}"`;
  const wanted = byteRange(range, info.size);
  if (wanted === 'unsatisfiable')
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${info.size}` },
    });
  const { start, end } = wanted ?? { start: 0, end: info.size - 1 };
  const length = Math.max(0, end - start + 1);
  headers['Content-Length'] = String(length);
  if (wanted) headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  const body =
    length === 0
      ? null
      : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>);
  return new Response(body, { status: wanted ? 206 : 200, headers });
}
