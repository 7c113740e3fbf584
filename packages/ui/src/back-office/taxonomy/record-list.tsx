import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { RecordLoadFailure } from '../shell';
import { SortableList } from '../sortable-list';

/** One record of a list: its name, a line about it, a picture, a badge, whether it may go. */
export interface RecordListRow {
  id: number;
  label: string;
  meta?: ReactNode;
  /** A small picture's URL (a logo, a slide's thumbnail); null: the record has none. */
  picture?: string | null;
  badge?: ReactNode;
  /** False for a record that can never be deleted (a fixed category): no delete button. */
  deletable?: boolean;
}

export interface RecordListProps {
  title: string;
  description?: string;
  addLabel: string;
  onAdd: () => void;
  emptyText: string;
  /** The list's accessible name. */
  listLabel: string;
  rows: readonly RecordListRow[];
  /** The list could not load: said, with a retry. */
  failed?: boolean;
  onRetry?: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  /** Where the public side shows the records in an order: drag and drop, move up / down. */
  onReorder?: (ids: number[]) => void;
  /** A new order is being saved: no moves meanwhile. */
  reordering?: boolean;
  /** The last new order was not saved. */
  reorderFailed?: boolean;
  /** A list inside another's section (a category's modules): a smaller heading. */
  nested?: boolean;
  className?: string;
}

/**
 * A list of the taxonomy or of Home's content: its heading and "add" button, each record with
 * its edit and delete buttons, reordered by drag and drop (or the move buttons) where the public
 * side keeps the order; an empty list and a failed load are said.
 */
export function RecordList(props: RecordListProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const { rows, onReorder, nested = false } = props;
  const Heading = nested ? 'h3' : 'h2';
  const content = (row: RecordListRow, handle?: ReactNode) => (
    <RecordListEntry row={row} handle={handle} onEdit={props.onEdit} onDelete={props.onDelete} />
  );
  const list = onReorder ? (
    <SortableList
      items={rows}
      label={props.listLabel}
      onReorder={onReorder}
      disabled={props.reordering}
      renderItem={(row, handle) => content(row, handle)}
    />
  ) : (
    <ul aria-label={props.listLabel} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li
          key={row.id}
          data-slot="record-list-item"
          className="bg-card flex items-center gap-2 rounded-lg border p-2"
        >
          {content(row)}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      data-slot="record-list"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', props.className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={headingId} className={nested ? 'font-medium' : 'text-lg font-semibold'}>
            {props.title}
          </Heading>
          {props.description ? (
            <p className="text-muted-foreground text-sm">{props.description}</p>
          ) : null}
        </div>
        <Button variant="outline" size="sm" onClick={props.onAdd}>
          <PlusIcon aria-hidden="true" />
          {props.addLabel}
        </Button>
      </div>
      {props.failed ? (
        <RecordLoadFailure
          text={t('adminTaxonomy.record.loadFailed')}
          retryLabel={t('adminTaxonomy.record.retry')}
          onRetry={() => props.onRetry?.()}
        />
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{props.emptyText}</p>
      ) : (
        list
      )}
      {props.reorderFailed ? <Alert>{t('adminTaxonomy.record.reorderFailed')}</Alert> : null}
    </section>
  );
}

function RecordListEntry({
  row,
  handle,
  onEdit,
  onDelete,
}: {
  row: RecordListRow;
  handle?: ReactNode;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <>
      {handle}
      {row.picture === undefined ? null : (
        <span className="bg-muted flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md border">
          {row.picture ? (
            <img src={row.picture} alt="" className="size-full object-contain" loading="lazy" />
          ) : null}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-center gap-2">
          <span className="min-w-0 truncate font-medium">{row.label}</span>
          {row.badge}
        </span>
        {row.meta ? <span className="text-muted-foreground text-sm">{row.meta}</span> : null}
      </span>
      <span className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('adminTaxonomy.record.edit', { name: row.label })}
          onClick={() => onEdit(row.id)}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        {row.deletable === false ? null : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('adminTaxonomy.record.remove', { name: row.label })}
            onClick={() => onDelete(row.id)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        )}
      </span>
    </>
  );
}
