import { describe, expect, it } from 'vitest';
import { ageMedicineCourses } from './age-medicine-strip';

describe('ageMedicineCourses', () => {
  it('keeps the first 4 courses of category 10', () => {
    const courses = [3, 10, 10, 4, 10, 10, 10].map((category, id) => ({ id, title: '', category }));
    expect(ageMedicineCourses(courses).map((course) => course.id)).toEqual([1, 2, 4, 5]);
  });
});
