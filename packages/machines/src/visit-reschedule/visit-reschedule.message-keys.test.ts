import { describe, expectTypeOf, it } from 'vitest';
import type { VisitRescheduleMessageKey } from './visit-reschedule.message-keys';
import type { selectVisitReschedule } from './visit-reschedule.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('visit-reschedule message keys', () => {
  it('every key the visit reschedule can emit is in its list', () => {
    type VisitReschedule = ReturnType<typeof selectVisitReschedule>;
    expectTypeOf<
      | VisitReschedule['buttonLabelKey']
      | NonNullable<VisitReschedule['notice']>
      | NonNullable<VisitReschedule['ending']>['title' | 'text']
    >().toExtend<VisitRescheduleMessageKey>();
  });
});
