import { describe, expectTypeOf, it } from 'vitest';
import type { VisitConfirmMessageKey } from './visit-confirm.message-keys';
import type { selectVisitConfirm } from './visit-confirm.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('visit-confirm message keys', () => {
  it('every key the visit confirmation can emit is in its list', () => {
    type VisitConfirm = NonNullable<ReturnType<typeof selectVisitConfirm>['texts']>;
    expectTypeOf<VisitConfirm['title'] | VisitConfirm['text']>().toExtend<VisitConfirmMessageKey>();
  });
});
