import { describe, expectTypeOf, it } from 'vitest';
import type { CourseStartMessageKey } from './course-start.message-keys';
import type { selectCourseStart } from './course-start.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('course-start message keys', () => {
  it('every key the course start can emit is in its list', () => {
    type CourseStart = ReturnType<typeof selectCourseStart>;
    expectTypeOf<
      NonNullable<CourseStart['errorKey']> | CourseStart['buttonLabelKey']
    >().toExtend<CourseStartMessageKey>();
  });
});
