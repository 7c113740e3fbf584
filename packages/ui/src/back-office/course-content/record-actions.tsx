import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/button/button';

export interface IconActionProps {
  /** The button's name, with the record's ("Delete “Lesson 1”"), also its tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The icon (hidden from assistive technology: the label names the button). */
  children: ReactNode;
}

/** An entry's action drawn as an icon and named for the entry. */
export function IconAction({ label, onClick, disabled, children }: IconActionProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

export interface EditDeleteButtonsProps {
  /** The buttons' names, with the record's ("Rename “Chapter 1”"). */
  editLabel?: string;
  deleteLabel: string;
  onEdit?: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** An entry's edit (when it has one) and delete buttons, as icons named for the entry. */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  disabled,
}: EditDeleteButtonsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      {onEdit && editLabel ? (
        <IconAction label={editLabel} onClick={onEdit} disabled={disabled}>
          <PencilIcon aria-hidden="true" />
        </IconAction>
      ) : null}
      <IconAction label={deleteLabel} onClick={onDelete} disabled={disabled}>
        <Trash2Icon aria-hidden="true" />
      </IconAction>
    </div>
  );
}
