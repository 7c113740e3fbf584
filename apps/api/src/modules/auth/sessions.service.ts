import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import { lifetimesOf, liveTokens, tokenHashOf } from './auth.service';

/** The user's live sessions, last used first; `current` marks the one of `authorization`. */
export async function sessionList(
  db: Db,
  config: Pick<Config, 'tokenIdleDays' | 'tokenLifetimeDays'>,
  userId: number,
  authorization: string | undefined,
) {
  const current = tokenHashOf(authorization);
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), liveTokens(lifetimesOf(config))))
    .orderBy(desc(authTokens.lastUsed), desc(authTokens.id));
  return rows.map((row) => ({
    id: row.id,
    created: row.created.toISOString(),
    last_used: row.lastUsed.toISOString(),
    user_agent: row.userAgent,
    current: row.keyHash === current,
  }));
}
