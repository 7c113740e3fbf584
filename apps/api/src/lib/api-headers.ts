import { IDEMPOTENCY_HEADER } from '@academy/contract';
import type { MiddlewareHandler } from 'hono';

/**
 * CORS and the security headers of every API answer, set before the handler runs (prepared
 * headers keep @hono/node-server on its fast path; setting them on the finished response, as the
 * stock cors/secureHeaders middlewares do, cost about half the throughput in the benchmark).
 * Tokens travel in the Authorization header, never in cookies, so `*` shares no credentials.
 */
export function apiHeaders(corsOrigins: string[]): MiddlewareHandler {
  const anyOrigin = corsOrigins.includes('*');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = anyOrigin ? '*' : origin && corsOrigins.includes(origin) ? origin : null;
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': `Authorization, Content-Type, ${IDEMPOTENCY_HEADER}`,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      };
      if (allowed) headers['Access-Control-Allow-Origin'] = allowed;
      return new Response(null, { status: 204, headers });
    }
    if (allowed) c.header('Access-Control-Allow-Origin', allowed);
    if (!anyOrigin) c.header('Vary', 'Origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    // Media are embedded by the web app, which may run on another origin (dev, API alone).
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    await next();
  };
}
