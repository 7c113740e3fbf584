import type { CourseUpdatesSnapshot } from './course-updates.machine';

/** The machine's state, for the view's `data-state`. */
export type CourseUpdatesState = 'deciding' | 'waiting' | 'checking' | 'held' | 'open' | 'clearing';

/** What the modal needs: whether it is open and the courses to list. */
export function selectCourseUpdates(snapshot: CourseUpdatesSnapshot) {
  const state: CourseUpdatesState = snapshot.value;
  return {
    state,
    open: snapshot.matches('open'),
    courseNames: snapshot.context.updates.map((update) => update.name),
  };
}
