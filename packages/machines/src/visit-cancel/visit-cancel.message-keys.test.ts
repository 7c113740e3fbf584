import { describe, expectTypeOf, it } from 'vitest';
import type { VisitCancelMessageKey } from './visit-cancel.message-keys';
import type { selectVisitCancel } from './visit-cancel.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('visit-cancel message keys', () => {
  it('every key the visit cancellation can emit is in its list', () => {
    expectTypeOf<
      ReturnType<typeof selectVisitCancel>['buttonLabelKey']
    >().toExtend<VisitCancelMessageKey>();
  });
});
