import { describe, expectTypeOf, it } from 'vitest';
import type { AutoConfirmMessageKey } from './auto-confirm.message-keys';
import type { selectAutoConfirm } from './auto-confirm.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('auto-confirm message keys', () => {
  it('every key the auto-confirm switch can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectAutoConfirm>['errorKey']>
    >().toExtend<AutoConfirmMessageKey>();
  });
});
