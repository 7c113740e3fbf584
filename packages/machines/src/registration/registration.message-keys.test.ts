import { describe, expectTypeOf, it } from 'vitest';
import type { RegistrationMessageKey } from './registration.message-keys';
import type { selectRegistrationForm } from './registration.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('registration message keys', () => {
  it('every key the registration form can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectRegistrationForm>['passwordStrengthMessageKey']>
    >().toExtend<RegistrationMessageKey>();
  });
});
