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

/** The user of the `Authorization: Token <key>` header, or null (absent, malformed, revoked). */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  const match = TOKEN_HEADER.exec(c.req.header('authorization')?.trim() ?? '');
  if (!match?.[1]) return null;
  return userByTokenHash(c.var.db, sha256(match[1].toLowerCase()));
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
  if (match?.[1]) await c.var.db.delete(authTokens).where(eq(authTokens.keyHash, sha256(match[1].toLowerCase())));
}
