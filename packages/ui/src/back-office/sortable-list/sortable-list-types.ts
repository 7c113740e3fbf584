import type { ReactNode } from 'react';

/** One entry of a reorderable list: its record id and the name said when it moves. */
export interface SortableListItem {
  id: number;
  label: string;
}

export interface SortableListProps<T extends SortableListItem> {
  items: readonly T[];
  /**
   * Draws an entry; `handle` is its drag handle, placed where the entry wants it. Without it the
   * list draws the handle and the label.
   */
  renderItem?: (item: T, handle: ReactNode) => ReactNode;
  /** The ids in their new order, after a drop or a move up / down. */
  onReorder: (ids: number[]) => void;
  /** The list's accessible name ("Chapters"). */
  label: string;
  /** No drag, no moves (while a reorder is being saved, or for a reader). */
  disabled?: boolean;
  className?: string;
}
