import { describe, expectTypeOf, it } from 'vitest';
import type { ChangePasswordMessageKey } from './change-password.message-keys';
import type { selectChangePasswordForm } from './change-password.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('change-password message keys', () => {
  it('every key the change-password form can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectChangePasswordForm>['messageKey']>
    >().toExtend<ChangePasswordMessageKey>();
  });
});
