import { describe, expectTypeOf, it } from 'vitest';
import type { CoursePaymentMessageKey } from './course-payment.message-keys';
import type { selectCoursePayment } from './course-payment.selectors';
import type { CoursePaymentErrorKey } from './course-payment.validation';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('course-payment message keys', () => {
  it('every key the course payment can emit is in its list', () => {
    expectTypeOf<CoursePaymentErrorKey>().toExtend<CoursePaymentMessageKey>();
    expectTypeOf<
      NonNullable<ReturnType<typeof selectCoursePayment>['messageKey']>
    >().toExtend<CoursePaymentMessageKey>();
  });
});
