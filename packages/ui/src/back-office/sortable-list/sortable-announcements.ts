import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { SortableListItem } from './sortable-list-types';

/**
 * What dnd-kit's live region says while an item is dragged (keyboard or pointer), in the page's
 * language: which item, and its position out of how many.
 */
export function sortableAnnouncements(
  t: TFunction,
  items: readonly SortableListItem[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    items.findIndex((item) => item.id === id) + 1;
  const count = items.length;
  return {
    screenReaderInstructions: { draggable: t('adminSortable.instructions') },
    announcements: {
      onDragStart: ({ active }) =>
        t('adminSortable.announce.picked', {
          label: labelOf(active.id),
          position: positionOf(active.id),
          count,
        }),
      onDragOver: ({ active, over }) =>
        over
          ? t('adminSortable.announce.over', {
              label: labelOf(active.id),
              position: positionOf(over.id),
              count,
            })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('adminSortable.announce.dropped', {
              label: labelOf(active.id),
              position: positionOf(over.id),
              count,
            })
          : t('adminSortable.announce.cancelled', { label: labelOf(active.id) }),
      onDragCancel: ({ active }) =>
        t('adminSortable.announce.cancelled', { label: labelOf(active.id) }),
    },
  };
}
