import type { CourseStartSnapshot } from './course-start.machine';

/** The machine's state, for the view's `data-state`. */
export type CourseStartState = 'idle' | 'starting' | 'failure' | 'done';

/**
 * The start button: busy while the course is asked for and while its player opens (done), its
 * label, and the message of a failed start.
 */
export function selectCourseStart(snapshot: CourseStartSnapshot) {
  const state: CourseStartState = snapshot.value;
  const isStarting = state === 'starting' || state === 'done';
  return {
    state,
    isStarting,
    buttonLabelKey: isStarting ? ('courseStart.starting' as const) : ('courseStart.start' as const),
    errorKey: snapshot.context.errorKey,
  };
}
