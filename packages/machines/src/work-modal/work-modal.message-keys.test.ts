import { describe, expectTypeOf, it } from 'vitest';
import type { WorkModalMessageKey } from './work-modal.message-keys';
import type { selectWorkModal } from './work-modal.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('work-modal message keys', () => {
  it('every key the work modal can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectWorkModal>['titleErrorKey']>
    >().toExtend<WorkModalMessageKey>();
  });
});
