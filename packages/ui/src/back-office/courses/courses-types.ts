import type { selectStaffAction } from '@academy/machines';

/** A category, module, tag or author to choose, named in the page's language. */
export interface CourseOption {
  id: number;
  name: string;
}

/** A confirmed action's (or the form's save) view as the staff-action flow describes it. */
export type CourseActionView = ReturnType<typeof selectStaffAction>;

/** What editors may do with a course besides saving its form. */
export type CourseAction = 'publish' | 'unpublish' | 'delete';

/** The preview link's state: asked for, ready to open, or refused. */
export type CoursePreview =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed' };
