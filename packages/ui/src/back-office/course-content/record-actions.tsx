import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../components/button/button';

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
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={editLabel}
          title={editLabel}
          disabled={disabled}
          onClick={onEdit}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={deleteLabel}
        title={deleteLabel}
        disabled={disabled}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
