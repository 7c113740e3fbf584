import { describe, expectTypeOf, it } from 'vitest';
import type { ChangePasswordMessageKey } from '../change-password/change-password.message-keys';
import type { RegistrationMessageKey } from '../registration/registration.message-keys';
import type { PasswordResetConfirmMessageKey } from './password-reset-confirm.message-keys';
import type { selectPasswordResetConfirm } from './password-reset-confirm.selectors';
import type { PasswordResetConfirmErrorKey } from './password-reset-confirm.validation';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('password-reset-confirm message keys', () => {
  it('every key the new-password form of a reset link can emit is in its list', () => {
    // Its field errors reuse the change-password and registration texts.
    expectTypeOf<PasswordResetConfirmErrorKey>().toExtend<
      ChangePasswordMessageKey | RegistrationMessageKey
    >();
    expectTypeOf<
      NonNullable<ReturnType<typeof selectPasswordResetConfirm>['messageKey']>
    >().toExtend<PasswordResetConfirmMessageKey>();
  });
});
