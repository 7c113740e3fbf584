import {
  type StaffCourse,
  staffCourseSchema,
  type UpdateCourse,
} from '@academy/contract/back-office/courses';
import type { Db } from '../../db/client';
import { courseVideos } from '../../db/schema';
import { send, type TestApp } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { texts } from '../../test/texts';

/* Tests only: a course as the back office makes it, its cover and a video. */

/** A new unpublished course, by `token`, in category 3. */
export async function newCourse(app: TestApp, token: string, name: string) {
  const res = await send(app, 'POST', '/admin/courses/', {
    token,
    body: { name, category_id: 3 },
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return staffCourseSchema.parse(await res.json());
}

/** The form of a course as the page sends it back, with `patch` over it. */
export const formOf = (course: StaffCourse, patch: Partial<UpdateCourse> = {}): UpdateCourse => ({
  name: course.name,
  description: course.description,
  outcomes: course.outcomes,
  category_id: course.category_id,
  module_id: course.module_id,
  tag_ids: course.tag_ids,
  price: course.price,
  discount: course.discount,
  is_new: course.is_new,
  is_free: course.is_free,
  time: course.time,
  author_id: course.author_id,
  ...patch,
});

export const save = (app: TestApp, token: string, id: number, body: UpdateCourse) =>
  send(app, 'PUT', `/admin/courses/${id}/`, { token, body });

/** A processed video of the course, as the content area adds it. */
export async function addVideo(db: Db, courseId: number) {
  await db.insert(courseVideos).values({
    courseId,
    title: texts({ ro: 'Lecția 1' }),
    kind: 'theoretical',
    time: '00:10:00',
    videoLink: `/media/videos/test-${courseId}.mp4`,
    imageThumbnail: '',
  });
}

/** A course with everything publishing asks for, published. */
export async function publishedCourse(app: TestApp, db: Db, token: string, name: string) {
  const course = await newCourse(app, token, name);
  const cover = await uploadedImage(db, 'course_cover');
  await save(app, token, course.id, formOf(course, { image_id: cover.id, price: 120 }));
  await addVideo(db, course.id);
  const res = await send(app, 'POST', `/admin/courses/${course.id}/publish/`, { token });
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${await res.text()}`);
  return staffCourseSchema.parse(await res.json());
}
