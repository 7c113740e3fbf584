import { describe, expectTypeOf, it } from 'vitest';
import type { VisitRequestMessageKey } from './visit-request.message-keys';
import type { selectVisitRequest } from './visit-request.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('visit-request message keys', () => {
  it('every key the visit request can emit is in its list', () => {
    type VisitRequest = ReturnType<typeof selectVisitRequest>;
    expectTypeOf<
      | VisitRequest['buttonLabelKey']
      | NonNullable<VisitRequest['notice'] | VisitRequest['failureKey']>
    >().toExtend<VisitRequestMessageKey>();
  });
});
