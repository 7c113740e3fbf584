import { describe, expectTypeOf, it } from 'vitest';
import type { AvailabilityEditorMessageKey } from './availability-editor.message-keys';
import type { selectAvailabilityEditor } from './availability-editor.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('availability-editor message keys', () => {
  it('every key the availability editor can emit is in its list', () => {
    type Hours = ReturnType<typeof selectAvailabilityEditor>;
    expectTypeOf<
      NonNullable<Hours['statusKey']> | Hours['fieldErrors'][string]
    >().toExtend<AvailabilityEditorMessageKey>();
  });
});
