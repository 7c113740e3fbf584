import type { CourseUpdatesSnapshot } from './course-updates.machine';

/** What the modal needs: whether it is open and the courses to list. */
export function selectCourseUpdates(snapshot: CourseUpdatesSnapshot) {
  return {
    state: snapshot.value,
    open: snapshot.matches('open'),
    courseNames: snapshot.context.updates.map((update) => update.name),
  };
}
