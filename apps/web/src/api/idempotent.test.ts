import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { idempotent } from './idempotent';

describe('idempotent writes', () => {
  it('sends a fresh key the server accepts with each submit', () => {
    const keys = Array.from({ length: 50 }, () => {
      const { headers } = idempotent();
      return (headers as Record<string, string>)[IDEMPOTENCY_HEADER] ?? '';
    });
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('asks again only what a key makes safe to ask again: lost answers of the POST', () => {
    expect(idempotent().retry).toEqual({
      limit: 2,
      methods: ['post'],
      statusCodes: [408, 503, 504],
    });
  });
});
