import { LOGIN_REFUSALS, type UserType } from '@academy/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { authTokens, passwordResetTokens, profiles, users } from '../../db/schema';
import type { Authenticator, AuthUser, SessionEnd } from '../../lib/authenticator';
import { FieldError, HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newTokenKey, sha256 } from '../../lib/tokens';
import { accountStatusOf } from '../back-office/accounts-list.service';

export type { AuthUser } from '../../lib/authenticator';

const TOKEN_HEADER = /^Token\s+([0-9a-f]{40})$/i;

/** The stored hash of the token in an `Authorization` header, or null when there is none. */
export function tokenHashOf(authorization: string | undefined): string | null {
  const match = TOKEN_HEADER.exec(authorization?.trim() ?? '');
  return match?.[1] ? sha256(match[1].toLowerCase()) : null;
}

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

/** The per-app authentication service: token header → user, through the session cache. */
export class TokenAuthenticator implements Authenticator {
  private readonly sessions: SessionCache;
  private readonly lifetimes: SessionLifetimes;
  /** Told of every session ended here (the cache bus passes it on to the other processes). */
  onForget: ((end: SessionEnd) => void) | null = null;

  constructor(
    private readonly db: Db,
    config: Pick<Config, 'cacheTtlMs' | 'tokenIdleDays' | 'tokenLifetimeDays'>,
  ) {
    this.sessions = new SessionCache(config.cacheTtlMs);
    this.lifetimes = lifetimesOf(config);
  }

  async authenticate(authorization: string | undefined): Promise<AuthUser | null> {
    const keyHash = tokenHashOf(authorization);
    if (!keyHash) return null;
    const cached = this.sessions.get(keyHash);
    if (cached) return cached;
    const user = await userByTokenHash(this.db, keyHash, this.lifetimes);
    if (user) this.sessions.set(keyHash, user);
    return user;
  }

  /** Ends one of the user's sessions (another device); false when it is not theirs. */
  async endSession(userId: number, sessionId: number): Promise<boolean> {
    const [ended] = await this.db
      .delete(authTokens)
      .where(and(eq(authTokens.id, sessionId), eq(authTokens.userId, userId)))
      .returning({ keyHash: authTokens.keyHash });
    if (!ended) return false;
    this.forgetHere({ keyHash: ended.keyHash });
    this.onForget?.({ keyHash: ended.keyHash });
    return true;
  }

  /** Ends every session of the user but the one of `authorization` ("log out other devices"). */
  async endOtherSessions(userId: number, authorization: string | undefined): Promise<void> {
    const kept = tokenHashOf(authorization) ?? '';
    await this.db
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), ne(authTokens.keyHash, kept)));
    this.forgetUser(userId);
  }

  async revoke(authorization: string | undefined): Promise<void> {
    const keyHash = tokenHashOf(authorization);
    if (!keyHash) return;
    await this.db.delete(authTokens).where(eq(authTokens.keyHash, keyHash));
    this.forgetHere({ keyHash });
    this.onForget?.({ keyHash });
  }

  forgetUser(userId: number): void {
    this.forgetHere({ userId });
    this.onForget?.({ userId });
  }

  /** Forgets an ended session in this process only (one another process ended). */
  forgetHere(end: SessionEnd): void {
    if ('keyHash' in end) this.sessions.forget(end.keyHash);
    else this.sessions.forgetUser(end.userId);
  }
}

/** How long a sign-in lasts: unused (idle), and at most (absolute), in milliseconds. */
export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

const DAY_MS = 86_400_000;
export const lifetimesOf = (config: Pick<Config, 'tokenIdleDays' | 'tokenLifetimeDays'>) => ({
  idleMs: config.tokenIdleDays * DAY_MS,
  absoluteMs: config.tokenLifetimeDays * DAY_MS,
});

/** A token's last use is written at most this often (a write per request would be wasted). */
const LAST_USED_STEP_MS = 60 * 60 * 1000;

/** The tokens still alive now: used within the idle lifetime, begun within the absolute one. */
export function liveTokens(lifetimes: SessionLifetimes, now = Date.now()) {
  return and(
    gt(authTokens.lastUsed, new Date(now - lifetimes.idleMs)),
    gt(authTokens.created, new Date(now - lifetimes.absoluteMs)),
  );
}

export async function userByTokenHash(
  db: Db,
  keyHash: string,
  lifetimes: SessionLifetimes,
): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsed: authTokens.lastUsed,
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isStaff: users.isStaff,
      role: users.role,
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
    .where(and(eq(authTokens.keyHash, keyHash), liveTokens(lifetimes)));
  if (!row?.isActive) return null;
  if (row.lastUsed.getTime() < Date.now() - LAST_USED_STEP_MS) {
    await db.update(authTokens).set({ lastUsed: new Date() }).where(eq(authTokens.id, row.tokenId));
  }
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isStaff: row.isStaff,
    role: row.role,
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

/** Issues a fresh token for a login; only its hash is stored, with the browser's name. */
export async function issueToken(db: Db, userId: number, userAgent = ''): Promise<string> {
  const key = newTokenKey();
  await db
    .insert(authTokens)
    .values({ userId, keyHash: sha256(key), userAgent: userAgent.slice(0, 300) });
  return key;
}

/** A wrong name or password (what the per-account limit counts). */
export class BadCredentials extends HttpError {
  constructor() {
    super(400, 'Unable to log in with provided credentials.');
  }
}

/** Checks the credentials of an active account and issues a token for it. */
export async function logIn(
  db: Db,
  username: string,
  password: string,
  userAgent = '',
): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) throw new BadCredentials();
  // Waiting for review, declined or closed: each said in its own words (the login form's).
  const status = accountStatusOf(user);
  if (status !== 'active') throw new HttpError(400, LOGIN_REFUSALS[status]);
  return issueToken(db, user.id, userAgent);
}

/**
 * Sets a new password when the current one is right, and revokes the user's other tokens (the
 * one of `authorization` stays). The caller forgets the user's remembered sessions.
 */
export async function changePassword(
  db: Db,
  userId: number,
  passwords: { current: string; next: string },
  authorization: string | undefined,
): Promise<void> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(passwords.current, row?.hash ?? null))) {
    throw new FieldError({ current_password: ['Invalid password.'] });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(passwords.next) })
    .where(eq(users.id, userId));
  const kept = tokenHashOf(authorization) ?? '';
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.keyHash, kept)));
}

/** A one-time reset token for an active account (null for any other email: no probing). */
export async function createResetToken(
  db: Db | Tx,
  email: string,
  ttlMinutes: number,
): Promise<{ token: string; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.username, email), eq(users.isActive, true)));
  if (!user) return null;
  const token = `${newTokenKey()}${newTokenKey()}`;
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt });
  return { token, email: user.email };
}

/**
 * Sets the password of a valid reset token and revokes every token of its user; answers the
 * user's id, or null when the token is unknown, used or expired.
 */
export async function resetPassword(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The guarded update makes the token single-use even under concurrent confirmations.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, used.userId));
    return used.userId;
  });
}
