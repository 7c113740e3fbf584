import { createHash, randomBytes } from 'node:crypto';

/** 160 random bits as 40 hex characters (the length of a DRF token key). */
export function newTokenKey(): string {
  return randomBytes(20).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
