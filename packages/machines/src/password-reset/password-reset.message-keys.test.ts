import { describe, expectTypeOf, it } from 'vitest';
import type { PasswordResetMessageKey } from './password-reset.message-keys';
import type { selectPasswordReset } from './password-reset.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('password-reset message keys', () => {
  it('every key the password reset can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectPasswordReset>['messageKey']>
    >().toExtend<PasswordResetMessageKey>();
  });
});
