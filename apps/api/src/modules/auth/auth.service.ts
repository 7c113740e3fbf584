import type { UserType } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { authTokens, profiles, users } from '../../db/schema';
import { newTokenKey, sha256 } from '../../lib/tokens';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  profile: {
    id: number;
    type: UserType;
    city: string;
    name: string;
    isSpecialist: boolean;
  } | null;
}

const TOKEN_HEADER = /^Token\s+([0-9a-f]{40})$/i;

/**
 * Resolved tokens for CACHE_TTL_MS, so that a hot endpoint does not look the token up on every
 * request. Logout, password change and reset forget the user's entries at once in this process;
 * another process (several API servers on one PostgreSQL) sees a revocation within the TTL.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(keyHash: string): AuthUser | undefined {
    const hit = this.entries.get(keyHash);
    if (!hit) return undefined;
    if (hit.expires > Date.now()) return hit.user;
    this.entries.delete(keyHash);
    return undefined;
  }

  set(keyHash: string, user: AuthUser): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size > 50_000) this.entries.clear();
    this.entries.set(keyHash, { user, expires: Date.now() + this.ttlMs });
  }

  forget(keyHash: string): void {
    this.entries.delete(keyHash);
  }

  forgetUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}

/** The user of the `Authorization: Token <key>` header, or null (absent, malformed, revoked). */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  const match = TOKEN_HEADER.exec(c.req.header('authorization')?.trim() ?? '');
  if (!match?.[1]) return null;
  const keyHash = sha256(match[1].toLowerCase());
  const { sessions } = c.var.services;
  const cached = sessions.get(keyHash);
  if (cached) return cached;
  const user = await userByTokenHash(c.var.db, keyHash);
  if (user) sessions.set(keyHash, user);
  return user;
}

export async function userByTokenHash(db: Db, keyHash: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isStaff: users.isStaff,
      isActive: users.isActive,
      profileId: profiles.id,
      type: profiles.type,
      city: profiles.city,
      name: profiles.name,
      isSpecialist: profiles.isSpecialist,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(authTokens.keyHash, keyHash));
  if (!row?.isActive) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isStaff: row.isStaff,
    profile:
      row.profileId === null
        ? null
        : {
            id: row.profileId,
            type: (row.type ?? 'other') as UserType,
            city: row.city ?? '',
            name: row.name ?? '',
            isSpecialist: row.isSpecialist ?? false,
          },
  };
}

/** Issues a fresh token for a login; only its hash is stored. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const key = newTokenKey();
  await db.insert(authTokens).values({ userId, keyHash: sha256(key) });
  return key;
}

export async function revokeToken(c: Context<AppEnv>): Promise<void> {
  const match = TOKEN_HEADER.exec(c.req.header('authorization')?.trim() ?? '');
  if (!match?.[1]) return;
  const keyHash = sha256(match[1].toLowerCase());
  c.var.services.sessions.forget(keyHash);
  await c.var.db.delete(authTokens).where(eq(authTokens.keyHash, keyHash));
}
