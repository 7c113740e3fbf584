import { IDEMPOTENCY_HEADER } from '@academy/contract';
import type { Options } from 'ky';

/** 16 random bytes in hex: `crypto.randomUUID` exists only on secure origins, this everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A write the server takes with an Idempotency-Key (an order, a course purchase, a payment):
 * one fresh key for this submit, and its answer asked again with the same key when the network
 * lost it or the server was briefly away, which the key makes safe (the same order, never a
 * second one).
 */
export function idempotent(): Pick<Options, 'headers' | 'retry'> {
  return {
    headers: { [IDEMPOTENCY_HEADER]: newKey() },
    retry: { limit: 2, methods: ['post'], statusCodes: [408, 503, 504] },
  };
}
