import type { Config } from '../../config';
import { hasValidSignature, sign } from '../../lib/signing';
import { MEDIA_PREFIX } from '../../lib/uploads';

/** What a media token opens: the files of one video, or one protocol PDF of a course. */
export type MediaScope = { kind: 'video' | 'protocol'; id: number };

/** The user a free preview's token is made for: anyone, logged in or not. */
export const ANYONE = 0;

/** The query parameter of a signed media URL. */
export const TOKEN_PARAMETER = 't';

const KIND_LETTER = { video: 'v', protocol: 'p' } as const;
const TOKEN_PATTERN = /^([vp])(\d{1,10})\.(\d{1,12})\.(\d{1,10})\.([\w-]{43})$/;

const signedPart = (scope: MediaScope, userId: number, expiry: number) =>
  `media:${scope.kind}:${scope.id}:${userId}:${expiry}`;

/**
 * When a token made now stops working: MEDIA_URL_SECONDS from now, rounded up to a step (at
 * most five minutes) so that answers made within a step carry the same URLs, which the
 * browser's cache then serves again (a segment is not fetched twice because a page reloaded).
 */
function expiryOf(config: Config, nowMs: number): number {
  const lifetime = config.mediaUrlSeconds;
  const step = Math.min(lifetime, 300);
  return Math.ceil((Math.floor(nowMs / 1000) + lifetime) / step) * step;
}

/**
 * The token of a signed media URL: the scope, its expiry (unix seconds), the user it was made
 * for and the server's signature of the three (`v12.1795930000.5.<43 characters>`). The user is
 * kept so that the server checks, on every byte, that they still have the course.
 */
export function mediaToken(
  config: Config,
  scope: MediaScope,
  userId: number,
  nowMs = Date.now(),
): string {
  const expiry = expiryOf(config, nowMs);
  const signature = sign(config, signedPart(scope, userId, expiry));
  return `${KIND_LETTER[scope.kind]}${scope.id}.${expiry}.${userId}.${signature}`;
}

/** What a valid token says: its scope, its user, and when it stops working (unix seconds). */
export interface MediaGrant {
  scope: MediaScope;
  userId: number;
  expiresAt: number;
}

/** A token's grant when its signature is the server's and it has not expired; else null. */
export function readMediaToken(
  config: Config,
  token: string | undefined,
  nowMs = Date.now(),
): MediaGrant | null {
  const match = token?.match(TOKEN_PATTERN);
  if (!match) return null;
  const [, letter, id, expiry, user, signature = ''] = match;
  const scope: MediaScope = { kind: letter === 'v' ? 'video' : 'protocol', id: Number(id) };
  const [expiresAt, userId] = [Number(expiry), Number(user)];
  if (expiresAt * 1000 <= nowMs) return null;
  if (!hasValidSignature(config, signedPart(scope, userId, expiresAt), signature)) return null;
  return { scope, userId, expiresAt };
}

/**
 * `path` with a token of `scope` for `userId` in its query. Only our own files (`/media/…`) are
 * signed: a link elsewhere (a video host) is given as it is, and never carries our token.
 */
export function signedMediaPath(
  config: Config,
  path: string,
  scope: MediaScope,
  userId: number,
): string {
  if (!path.startsWith(MEDIA_PREFIX)) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${TOKEN_PARAMETER}=${mediaToken(config, scope, userId)}`;
}
