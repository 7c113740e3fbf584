import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableAnnouncements } from './sortable-announcements';
import type { SortableListItem, SortableListProps } from './sortable-list-types';
import { SortableRow } from './sortable-row';

/**
 * A vertical list reordered by drag and drop (pointer, or the keyboard: Space to pick up, arrows,
 * Space to drop, Escape to cancel), with move up / down buttons as the visible keyboard way. The
 * list is controlled: it reports the new order and draws the `items` it is given.
 */
export function SortableList<T extends SortableListItem>({
  items,
  renderItem,
  onReorder,
  label,
  disabled = false,
  className,
}: SortableListProps<T>) {
  const { t } = useTranslation('ui');
  /* What the move buttons said last, for screen readers (dnd-kit speaks for drags). */
  const [moved, setMoved] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const reorder = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  const onMove = (item: T, step: -1 | 1) => {
    const from = ids.indexOf(item.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    reorder(from, to);
    setMoved(
      t('adminSortable.announce.dropped', {
        label: item.label,
        position: to + 1,
        count: ids.length,
      }),
    );
  };
  return (
    <div data-slot="sortable-list" data-disabled={disabled || undefined} className={className}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={sortableAnnouncements(t, items)}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ul aria-label={label} className="flex flex-col gap-2">
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                disabled={disabled}
                renderItem={renderItem}
                onMove={onMove}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" data-slot="sortable-list-status" className="sr-only">
        {moved}
      </p>
    </div>
  );
}
