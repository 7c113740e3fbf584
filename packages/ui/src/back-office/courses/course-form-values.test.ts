import { COURSE_FORM_ERRORS, updateCourseSchema } from '@academy/contract/back-office/courses';
import { describe, expect, it } from 'vitest';
import {
  courseBodyOf,
  courseCreateRefusal,
  courseFieldError,
  courseFormRefusal,
  courseFormValues,
} from './course-form-values';
import { courseFixture } from './courses.fixtures';

describe("a course's form values", () => {
  it('give back the course as saved, a body the contract takes', () => {
    const body = courseBodyOf(courseFormValues(courseFixture));
    expect(updateCourseSchema.parse(body)).toMatchObject({
      name: courseFixture.name,
      outcomes: courseFixture.outcomes,
      category_id: 3,
      module_id: 1,
      tag_ids: [1],
      price: 120,
      discount: 20,
      is_new: true,
      author_id: 1,
    });
    expect(body.image_id).toBeUndefined();
  });

  it('read a typed decimal comma, no module, chosen tags and the uploaded cover', () => {
    const values = {
      ...courseFormValues(courseFixture),
      price: '99,5',
      module_id: '',
      tag_ids: '2,1',
      image_id: '7',
    };
    expect(courseBodyOf(values)).toMatchObject({
      price: 99.5,
      module_id: null,
      tag_ids: [2, 1],
      image_id: 7,
    });
  });

  it('are refused at their fields with the contract’s words', () => {
    const refusal = courseFormRefusal({ ...courseFormValues(courseFixture), discount: '100' });
    expect(refusal?.fieldErrors).toEqual({ discount: [COURSE_FORM_ERRORS.discount] });
    expect(courseFieldError(refusal?.fieldErrors ?? {}, 'discount')).toBe('discount');
    const created = courseCreateRefusal({ name: ' ', category_id: '' });
    expect(Object.keys(created?.fieldErrors ?? {}).sort()).toEqual(['category_id', 'name']);
    expect(courseFieldError(created?.fieldErrors ?? {}, 'name')).toBe('invalid');
  });
});
