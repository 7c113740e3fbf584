import { randomBytes } from 'node:crypto';
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

/** A fresh nonce per HTML answer: 128 random bits, base64 as CSP expects. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page's Content-Security-Policy. Scripts: the origin's own files, and inline only with this
 * answer's nonce (the theme script and the boot loader of index.html), so markup injected into a
 * page runs nothing. Styles allow inline: Radix and the editor insert <style> elements and the
 * static frame uses style attributes; a style cannot run code. The login token lives in web
 * storage, so the script policy is what protects it.
 */
export function contentSecurityPolicy(
  nonce: string,
  liveChatOrigins: string[],
  mediaOrigins: string[] = [],
): string {
  const chat = liveChatOrigins.join(' ');
  const withChat = (sources: string) => (chat ? `${sources} ${chat}` : sources);
  const media = mediaOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src ${withChat(`'self' 'nonce-${nonce}'`)}`,
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

/**
 * Every `<script` tag of the page with the answer's nonce (a src script needs none, and is harmless
 * with one): the rule the page answer's precompressed splice (web-preloads.ts) is tested against.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll('<script', `<script nonce="${nonce}"`);
}

/**
 * The security headers of everything the server sends besides the API (pages, files, their
 * errors), prepared before the handler runs so they join the answer it builds (cheaper than
 * editing a finished one). A page's handler reads `c.get('nonce')` to stamp its inline scripts
 * with the nonce the policy names. HSTS only over HTTPS: a browser ignores it over plain HTTP,
 * and a local `npm start` must stay reachable without a certificate.
 */
export function pageSecurity(options: PageSecurityOptions): MiddlewareHandler<{
  Variables: { nonce: string };
}> {
  // Uploads in a bucket are read from its origin (images, videos): the pages may load them.
  const mediaOrigins = options.s3 ? [new URL(options.s3.endpoint).origin] : [];
  return async (c, next) => {
    const nonce = newNonce();
    c.set('nonce', nonce);
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, options.liveChatOrigins, mediaOrigins),
    );
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (
      forwardedProto(c.req.header('x-forwarded-proto'), options.trustProxy, c.req.url) === 'https'
    )
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
