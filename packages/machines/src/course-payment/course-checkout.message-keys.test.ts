import { describe, expectTypeOf, it } from 'vitest';
import type { CourseCheckoutMessageKey } from './course-checkout.message-keys';
import type { selectCourseCheckout } from './course-checkout.selectors';
import type { CourseCheckoutErrorKey } from './course-checkout.validation';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('course-checkout message keys', () => {
  it('every key the course checkout can emit is in its list', () => {
    expectTypeOf<CourseCheckoutErrorKey>().toExtend<CourseCheckoutMessageKey>();
    expectTypeOf<
      NonNullable<ReturnType<typeof selectCourseCheckout>['messageKey']>
    >().toExtend<CourseCheckoutMessageKey>();
  });
});
