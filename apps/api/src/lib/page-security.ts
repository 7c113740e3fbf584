import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { forwardedProto } from './client-ip';

/** What the page's policy lets in besides its own origin. */
export interface PageSecurityOptions {
  /** LIVE_CHAT_ORIGINS: the live-chat widget's host(s), allowed to run its script and frames. */
  liveChatOrigins: string[];
  /** TRUST_PROXY: the proxies' X-Forwarded-Proto tells whether the visitor came over HTTPS. */
  trustProxy: number;
  /** S3_*: the bucket that uploads are read from (the media answer redirects there). */
  s3: { endpoint: string } | null;
}

/** An inline script of a page: its attributes and its text, up to the first `</script`. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hashes ('sha256-…') of the inline scripts of `html` (index.html: the theme script and
 * the boot loader), over their text exactly as written, as a browser takes them. Every page
 * carries these and no other: a drawn page's router data is JSON, which runs nothing (apps/web
 * app/server-document.ts), so one policy fits every page, and a page is stored and served as it
 * is, where a per-answer nonce made each answer unique (and uncacheable).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's Content-Security-Policy. Scripts: the origin's own files, and inline only those
 * `scriptHashes` name (index.html's), so markup injected into a page runs nothing, nor a script
 * element a page's code would be tricked into adding. No 'strict-dynamic': every script the pages
 * load is the origin's own (or the live chat's, named here), and 'strict-dynamic' would let any
 * inline script added through the DOM run (what every browser does; e2e/security.spec.ts). Styles
 * allow inline: Radix and the editor insert <style> elements and the static frame uses style
 * attributes; a style cannot run code. The login token lives in web storage, so the script policy
 * is what protects it.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  liveChatOrigins: string[],
  mediaOrigins: string[] = [],
): string {
  const chat = liveChatOrigins.join(' ');
  const withChat = (sources: string) => (chat ? `${sources} ${chat}` : sources);
  const media = mediaOrigins.map((origin) => ` ${origin}`).join('');
  const scripts = ["'self'", ...scriptHashes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withChat(scripts)}`,
    `style-src ${withChat("'self' 'unsafe-inline'")}`,
    `img-src ${withChat(`'self' data: blob:${media}`)}`,
    "font-src 'self' data:",
    `media-src 'self' blob:${media}`,
    `connect-src ${withChat("'self'")}`,
    `frame-src ${withChat("'self'")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features the product never uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
  'magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';

/** The security headers of a page answer, as [name, value] pairs in the order they are sent. */
export type HeaderPairs = readonly (readonly [string, string])[];

/**
 * The security headers of everything the server sends besides the API (pages, files, their
 * errors): the same for every answer, made once; `https` adds HSTS, which a browser only heeds
 * over HTTPS (and a local `npm start` must stay reachable without a certificate).
 * `scriptHashes`: those of the pages' inline scripts (`inlineScriptHashes` of index.html).
 */
export function pageSecurityHeaders(
  options: PageSecurityOptions,
  scriptHashes: string[],
): { http: HeaderPairs; https: HeaderPairs } {
  // Uploads in a bucket are read from its origin (images, videos): the pages may load them.
  const mediaOrigins = options.s3 ? [new URL(options.s3.endpoint).origin] : [];
  const policy = contentSecurityPolicy(scriptHashes, options.liveChatOrigins, mediaOrigins);
  const http: HeaderPairs = [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  const hsts = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;
  return { http, https: [...http, hsts] };
}

/**
 * Whether the visitor came over HTTPS: the request's own scheme, or the proxies' X-Forwarded-Proto
 * when TRUST_PROXY trusts them.
 */
export function cameOverHttps(
  options: PageSecurityOptions,
  forwarded: string | undefined,
  url: string,
): boolean {
  return forwardedProto(forwarded, options.trustProxy, url) === 'https';
}

/**
 * The middleware that sets `pageSecurityHeaders` before the handler runs, so they join the
 * answer it builds (cheaper than editing a finished one).
 */
export function pageSecurity(
  options: PageSecurityOptions,
  scriptHashes: string[],
): MiddlewareHandler {
  const headers = pageSecurityHeaders(options, scriptHashes);
  return async (c, next) => {
    const https = cameOverHttps(options, c.req.header('x-forwarded-proto'), c.req.url);
    for (const [name, value] of https ? headers.https : headers.http) c.header(name, value);
    await next();
  };
}
