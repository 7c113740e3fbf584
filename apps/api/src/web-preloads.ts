import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { isLanguage } from '@academy/contract/languages';
import { BOOT_SCRIPTS_OPEN } from '@academy/contract/server-render';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { acceptedEncoding, matchesEtag } from './lib/response-cache';

/** What the web build lists per page (apps/web/build/route-preloads.ts). */
interface RoutePreloads {
  pages: { pattern: string; files: string[] }[];
  languages: Record<string, string[]>;
}

/**
 * The page's HTML for a path: the built index.html plus `modulepreload` links for the scripts
 * that path's page will load (its language's texts, the layout, the page and their imports), so
 * the browser fetches them alongside the entry rather than after it has run. They join the
 * entry's own in the boot template (apps/web/build/deferred-boot.ts), fetched once the frame
 * has painted. Without the build's list (an older build) every path gets index.html as it is.
 */
export function pageHtmlFor(webDist: string, indexHtml: string): (path: string) => string {
  const listFile = join(webDist, 'route-preloads.json');
  if (!existsSync(listFile)) return () => indexHtml;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  const pages = list.pages.map(({ pattern, files }) => ({ segments: pattern.split('/'), files }));
  const cache = new Map<string, string>();

  return (path) => {
    const segments = path.replace(/\/+$/, '').split('/');
    const language = segments[1];
    if (!isLanguage(language)) return indexHtml;
    const page = pages.find(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every(
          (part, index) => index < 2 || part.startsWith(':') || part === segments[index],
        ),
    );
    const key = `${language} ${page?.segments.join('/') ?? ''}`;
    let html = cache.get(key);
    if (!html) {
      const files = [...(list.languages[language] ?? []), ...(page?.files ?? [])];
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n      ');
      html = indexHtml.replace(BOOT_SCRIPTS_OPEN, `${BOOT_SCRIPTS_OPEN}\n      ${links}`);
      cache.set(key, html);
    }
    return html;
  };
}

/** Where each page's answer puts its nonce (page-security.ts `withNonce` stamps the same tags). */
const SCRIPT_TAG = '<script';

/**
 * One page's HTML, made once per path pattern and language, with a slot for the answer's nonce
 * in every `<script` tag, and its gzip form made of precompressed pieces (see `gzipWithNonce`).
 */
export interface CompiledPage {
  /** The text around the nonces: `parts[0] nonce parts[1] nonce … parts[n]`. */
  parts: Buffer[];
  /** Per nonce length: the raw-deflate pieces of `parts`, all byte-aligned, the last one final. */
  deflated: Map<number, Buffer[]>;
  /** Weak ETag: the same page but for its nonce (which a 304 leaves as the browser has it). */
  etag: string;
}

export function compilePage(html: string): CompiledPage {
  const pieces = html.split(SCRIPT_TAG);
  const parts = pieces.map((piece, index) =>
    Buffer.from(
      `${index > 0 ? '"' : ''}${piece}${index < pieces.length - 1 ? `${SCRIPT_TAG} nonce="` : ''}`,
    ),
  );
  const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
  return { parts, deflated: new Map(), etag };
}

/** Largest back-reference of deflate: the dictionary of a piece is at most this much text. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * The raw-deflate pieces of a page for nonces of `nonceLength` bytes. Each piece is compressed
 * with the text before it as its dictionary, the nonces there written as NUL bytes: the page holds
 * no NUL, so no back-reference can copy from a nonce, and every reference keeps its distance when
 * the real nonce (of the same length) takes the NULs' place. Every piece but the last ends with a
 * sync flush (byte-aligned, not final).
 */
function deflatedPieces(page: CompiledPage, nonceLength: number): Buffer[] {
  const known = page.deflated.get(nonceLength);
  if (known) return known;
  const slot = Buffer.alloc(nonceLength); // NUL bytes
  const pieces: Buffer[] = [];
  let before = Buffer.alloc(0);
  page.parts.forEach((part, index) => {
    const last = index === page.parts.length - 1;
    const dictionary = before.subarray(Math.max(0, before.length - DEFLATE_WINDOW));
    pieces.push(
      deflateRawSync(part, {
        level: 9,
        ...(dictionary.length > 0 ? { dictionary } : {}),
        finishFlush: last ? zlibConstants.Z_FINISH : zlibConstants.Z_SYNC_FLUSH,
      }),
    );
    before = Buffer.concat([before, part, ...(last ? [] : [slot])]);
  });
  page.deflated.set(nonceLength, pieces);
  return pieces;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * The page's gzip answer with `nonce` in its slots, from the precompressed pieces: each nonce goes
 * in as a stored (uncompressed) deflate block between them, and the trailer's CRC-32 is taken over
 * the text. Costs a CRC of a few kilobytes per answer instead of compressing the page again.
 */
export function gzipWithNonce(page: CompiledPage, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  if (value.length > 0xffff) throw new Error('nonce too long');
  const pieces = deflatedPieces(page, value.length);
  const stored = Buffer.alloc(5);
  stored.writeUInt8(0, 0); // BFINAL 0, BTYPE 00 (stored), padded to the byte
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, index) => {
    chunks.push(pieces[index] as Buffer);
    crc = crc32(part, crc);
    size += part.length;
    if (index < page.parts.length - 1) {
      chunks.push(stored, value);
      crc = crc32(value, crc);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The page's text with `nonce` in its slots (as page-security.ts `withNonce` would write it). */
function plainWithNonce(page: CompiledPage, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    chunks.push(part);
    if (index < page.parts.length - 1) chunks.push(value);
  });
  return Buffer.concat(chunks);
}

/**
 * The HTML is the same for everyone but for its nonce, which must never be shared: `private`
 * keeps it out of shared caches, `no-cache` makes the browser revalidate, and a 304 lets it reuse
 * its copy, whose nonce matches the policy it stored with it.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The client shell's answers for `server.get('*', …)`: the page's HTML (as `pageHtmlFor`) with
 * the answer's nonce in every script tag, made once per page and language and precompressed
 * (gzip, see `gzipWithNonce`), so an answer costs a map lookup, a CRC and a write.
 */
export function pageAnswerFor(
  webDist: string,
  indexHtml: string,
): (c: Context, nonce: string) => Response {
  const pageHtml = pageHtmlFor(webDist, indexHtml);
  const compiled = new Map<string, CompiledPage>();
  return (c, nonce) => {
    const html = pageHtml(c.req.path);
    // The texts are few (languages × page patterns) and shared: keyed by the text itself would
    // hash it per answer, so by its identity, which pageHtmlFor keeps per page and language.
    let page = compiled.get(html);
    if (!page) {
      page = compilePage(html);
      if (compiled.size > 1_000) compiled.clear();
      compiled.set(html, page);
    }
    return pageAnswer(c, page, nonce);
  };
}

/**
 * One answer of a compiled page: with `If-None-Match` of its ETag a 304, without a
 * Content-Security-Policy (the browser keeps the one stored with its copy, whose nonce that copy
 * carries: a new nonce would block its scripts); else the page with `nonce` in every script tag,
 * gzipped from its precompressed pieces when the client takes gzip. The compress middleware
 * leaves the answer alone (Content-Encoding is set, or the client takes no gzip).
 */
export function pageAnswer(
  c: Context,
  page: CompiledPage,
  nonce: string,
  status: ContentfulStatusCode = 200,
): Response {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': PAGE_CACHE_CONTROL,
    ETag: page.etag,
  };
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), page.etag.slice(2))) {
    c.header('Content-Security-Policy', undefined);
    return c.body(null, 304, headers);
  }
  // No brotli form: brotli streams cannot be spliced like deflate's (and gzip of 4 KB of HTML
  // is within ~10 % of it).
  if (acceptedEncoding(c.req.header('accept-encoding'), ['gzip'])) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(gzipWithNonce(page, nonce) as Uint8Array<ArrayBuffer>, status, headers);
  }
  return c.body(plainWithNonce(page, nonce) as Uint8Array<ArrayBuffer>, status, headers);
}
