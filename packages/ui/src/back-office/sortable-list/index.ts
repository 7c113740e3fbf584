export { SortableList } from './sortable-list';
export type { SortableListItem, SortableListProps } from './sortable-list-types';
