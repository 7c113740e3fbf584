import { describe, expectTypeOf, it } from 'vitest';
import type { StaffActionMessageKey } from './staff-action.message-keys';
import type { selectStaffAction } from './staff-action.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('staff-action message keys', () => {
  it('every key a staff action can emit is in its list', () => {
    type StaffAction = ReturnType<typeof selectStaffAction>;
    expectTypeOf<
      NonNullable<StaffAction['errorKey'] | StaffAction['fieldErrorKeys'][string]>
    >().toExtend<StaffActionMessageKey>();
  });
});
