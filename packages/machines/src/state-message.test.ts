import { describe, expect, it } from 'vitest';
import { messageForState } from './state-message';

describe('messageForState', () => {
  const keys = { success: 'checkout.success', failure: 'checkout.failure' } as const;

  it('gives the key of a state that has one', () => {
    expect(messageForState<'editing' | 'success' | 'failure', string>('success', keys)).toBe(
      'checkout.success',
    );
  });

  it('gives null for a state without a message', () => {
    expect(messageForState<'editing' | 'success' | 'failure', string>('editing', keys)).toBeNull();
  });
});
