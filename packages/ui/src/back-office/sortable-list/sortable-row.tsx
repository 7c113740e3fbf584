import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import type { SortableListItem } from './sortable-list-types';

interface SortableRowProps<T extends SortableListItem> {
  item: T;
  index: number;
  count: number;
  disabled: boolean;
  renderItem?: (item: T, handle: ReactNode) => ReactNode;
  /** Moves the entry one place (-1 up, +1 down). */
  onMove: (item: T, step: -1 | 1) => void;
}

/** One entry: its drag handle, its content and the move up / down buttons (the keyboard way). */
export function SortableRow<T extends SortableListItem>({
  item,
  index,
  count,
  disabled,
  renderItem,
  onMove,
}: SortableRowProps<T>) {
  const { t } = useTranslation('ui');
  const sortable = useSortable({ id: item.id, disabled });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;
  /* A button that reaches an end is disabled and would drop the focus: hand it to the other. */
  const move = (step: -1 | 1) => {
    onMove(item, step);
    if (step === -1 && index === 1) down.current?.focus();
    if (step === 1 && index === count - 2) up.current?.focus();
  };
  const handle = (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      disabled={disabled}
      aria-label={t('adminSortable.handle', { label: item.label })}
      data-slot="sortable-handle"
      className="text-muted-foreground hover:text-foreground focus-visible:outline-ring inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-55"
    >
      <GripVerticalIcon className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={sortable.setNodeRef}
      data-slot="sortable-item"
      data-dragging={sortable.isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cn(
        'bg-card flex items-center gap-2 rounded-lg border p-2',
        sortable.isDragging && 'ring-primary/40 relative z-10 shadow-lg ring-2',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {renderItem ? (
          renderItem(item, handle)
        ) : (
          <>
            {handle}
            <span className="min-w-0 truncate">{item.label}</span>
          </>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          ref={up}
          type="button"
          variant="ghost"
          size="icon"
          disabled={disabled || first}
          aria-label={t('adminSortable.moveUp', { label: item.label })}
          onClick={() => move(-1)}
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          ref={down}
          type="button"
          variant="ghost"
          size="icon"
          disabled={disabled || last}
          aria-label={t('adminSortable.moveDown', { label: item.label })}
          onClick={() => move(1)}
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
