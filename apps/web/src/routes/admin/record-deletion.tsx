import { DeleteRecordDialog } from '@academy/ui/back-office';
import type { useRecordEditing } from './taxonomy-records';

type Deletion = ReturnType<typeof useRecordEditing>['deletion'];

/** A record's delete, confirmed in its dialog, the server's refusal said there. */
export function RecordDeletion({ deletion }: { deletion: Deletion }) {
  return (
    <DeleteRecordDialog
      name={deletion.action.values.label ?? ''}
      action={deletion.action}
      refusal={deletion.refusal}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
