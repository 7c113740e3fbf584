import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { drawnPageCall } from './drawn-page-call';
import { type CacheTag, type StoredAnswer, storedResponse } from './response-cache';
import { routeUrl } from './route-url';

export interface CachedJsonOptions {
  /** The data areas the answer is built from: a write to any of them clears it. */
  tags: CacheTag[];
  /**
   * What else, besides the URL, the body depends on (a market and price tier). Never a user's
   * id: an answer personal to one user is not cached.
   */
  key?: string;
  /**
   * `public` (default): the same answer for everyone. `private`: it needs the token (the answer
   * is one of a class of users: market, price tier), so shared caches must not keep it, and it
   * varies on Authorization.
   */
  scope?: 'public' | 'private';
  /**
   * A public answer of a route that answers a token's user differently (auth 'optional'): it is
   * the anonymous answer, so it varies on Authorization too.
   */
  varyAuthorization?: boolean;
}

/**
 * Public answers are revalidated on every use (`no-cache`) rather than kept for a max-age: they
 * change on writes (stock after an order, a specialist's edit), and a 304 costs the server a map
 * lookup and the network a few hundred bytes, so there is nothing to gain from serving stale.
 */
const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The HTTP answer of a stored answer for this request (304, br, gzip or plain). */
export function sendStored(
  c: Context<AppEnv>,
  answer: StoredAnswer,
  { scope = 'public', varyAuthorization = false }: Omit<CachedJsonOptions, 'tags' | 'key'> = {},
): Response {
  const { status, body, headers } = storedResponse(
    answer,
    {
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    },
    {
      contentType: 'application/json',
      cacheControl: scope === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
      vary: scope === 'private' || varyAuthorization ? 'Authorization' : undefined,
    },
  );
  // Appended to what the middlewares prepared (Vary: Origin of CORS), not set over it.
  c.header('Vary', headers.Vary, { append: true });
  delete headers.Vary;
  if (status === 304 || !body) return c.body(null, 304, headers);
  // A Buffer is a Uint8Array: sent as is, with no copy.
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/**
 * Answers from the response cache (see ResponseCache): the serialized body, made once with its
 * gzip and brotli forms and ETag, keyed by `key` and the route's URL (the paging links of an
 * answer contain the host; parameters the route does not read are left out), 304 when the
 * client has it already.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  options: CachedJsonOptions,
  produce: () => Promise<unknown>,
) {
  const key = `${options.tags.join(',')}|${options.key ?? ''}|${routeUrl(c)}`;
  for (const tag of options.tags) drawnPageCall(c)?.tags.add(tag);
  const answer = await c.var.services.cache.json(key, options.tags, produce);
  return sendStored(c, answer, options);
}
