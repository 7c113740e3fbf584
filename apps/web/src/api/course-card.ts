import type { Course } from '@academy/contract';
import type { CourseCardData } from '@academy/ui';

/** A course of the API as the ui kit's course card shows it (spec 3, Course card). */
export function toCourseCard(course: Course): CourseCardData & { category: number } {
  return {
    id: course.id,
    title: course.title,
    image: course.image_thumbnail || course.image,
    tags: course.brand,
    time: course.time,
    price: course.price,
    discount: course.discount,
    is_new: course.is_new,
    is_free: course.is_free,
    category: course.category,
  };
}
