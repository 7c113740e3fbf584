import { describe, expectTypeOf, it } from 'vitest';
import type { LoginMessageKey } from './login.message-keys';
import type { selectLoginForm } from './login.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('login message keys', () => {
  it('every key the login form can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectLoginForm>['messageKey']>
    >().toExtend<LoginMessageKey>();
  });
});
