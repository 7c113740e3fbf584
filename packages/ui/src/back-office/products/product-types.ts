import type { selectStaffAction } from '@academy/machines';

/** A category or brand to choose, named in the page's language. */
export interface ProductOption {
  id: number;
  name: string;
}

/** A confirmed action's (or the form's save) view as the staff-action flow describes it. */
export type ProductActionView = ReturnType<typeof selectStaffAction>;
