import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@academy/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { FieldError, HttpError } from './errors';

/** The write a key belongs to: one key may name an order and, later, that order's payment. */
export type IdempotentScope = 'order' | 'purchase' | 'pay';

/** A request's key, with the fingerprint of what it asked for. */
export interface Idempotency {
  scope: IdempotentScope;
  key: string;
  fingerprint: string;
}

/**
 * The request's Idempotency-Key (null when it sent none), with a hash of its content: the path
 * and the parsed body, so that the same key with other content is told apart.
 */
export function idempotencyOf(
  c: Context<AppEnv>,
  scope: IdempotentScope,
  content: unknown,
): Idempotency | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new FieldError({
      [IDEMPOTENCY_HEADER]: ['Use 8 to 100 letters, digits, "-" or "_".'],
    });
  }
  const fingerprint = createHash('sha256')
    .update(`${c.req.path}\n${JSON.stringify(content ?? null)}`)
    .digest('hex');
  return { scope, key, fingerprint };
}

/**
 * The record an earlier request with this key made, or null. Called inside the write's
 * transaction after the lock that serialises the user's writes of this kind, so a request sent
 * twice at once finds the first one's record here. The same key with other content is refused.
 */
export async function recordOfKey(
  tx: Tx,
  userId: number,
  idempotency: Idempotency | null,
): Promise<number | null> {
  if (!idempotency) return null;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.scope, idempotency.scope),
        eq(idempotencyKeys.key, idempotency.key),
      ),
    );
  if (!row) return null;
  if (row.fingerprint !== idempotency.fingerprint) {
    throw new HttpError(409, 'This Idempotency-Key was already sent with another request.');
  }
  return row.recordId;
}

/** Keeps the key with the record it made, in the same transaction as the record. */
export async function keepKey(
  tx: Tx,
  userId: number,
  idempotency: Idempotency | null,
  recordId: number,
) {
  if (!idempotency) return;
  await tx.insert(idempotencyKeys).values({ userId, ...idempotency, recordId });
}
