import type { DeleteRefusal } from '@academy/contract/back-office/taxonomy';
import type { StaffActionValues } from '@academy/machines';
import { useState } from 'react';
import { useRefetchPage } from '../../app/refetch-page';
import type { ListLoad } from './list-state';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

/**
 * What the taxonomy's and Home content's pages share: a record's form in a dialog, a delete with
 * the server's refusal (a fixed category, the records still using it), and each list's new order
 * shown at once while it is saved, then the page loaded again (its old order back on a failure).
 */
export function useRecordEditing<List extends string>(options: {
  what: string;
  save: (values: StaffActionValues) => Promise<unknown>;
  remove: (values: StaffActionValues) => Promise<DeleteRefusal | null>;
  reorder: (list: List, ids: number[]) => Promise<unknown>;
}) {
  const form = useStaffAction(options.what, options.save);
  const formDialog = useStaffActionDialog(form);
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);
  const deletion = useStaffAction(`${options.what} delete`, async (values) => {
    const refused = await options.remove(values);
    setRefusal(refused);
    if (refused) throw refused;
  });
  const deleteDialog = useStaffActionDialog(deletion);
  /* Each opened form is a new session: its image field starts from the record's own picture. */
  const [session, setSession] = useState(0);
  return {
    form: {
      ...formDialog,
      session,
      open: (values: StaffActionValues) => {
        setSession((n) => n + 1);
        form.send({ type: 'action.open', values });
      },
      change: (field: string, value: string) => form.send({ type: 'action.change', field, value }),
    },
    deletion: {
      ...deleteDialog,
      refusal,
      open: (values: StaffActionValues) => {
        setRefusal(null);
        deletion.send({ type: 'action.open', values });
      },
    },
    order: useListOrder(options.reorder),
  };
}

/** A list's new order: shown at once, saved, then the page loaded again; said when it failed. */
function useListOrder<List extends string>(save: (list: List, ids: number[]) => Promise<unknown>) {
  const refetch = useRefetchPage();
  const [pending, setPending] = useState<{ list: List; ids: number[] } | null>(null);
  const [status, setStatus] = useState<{ list: List; state: 'saving' | 'failed' } | null>(null);
  const reorder = async (list: List, ids: number[]) => {
    setPending({ list, ids });
    setStatus({ list, state: 'saving' });
    try {
      await save(list, ids);
      await refetch();
      setStatus(null);
    } catch (error) {
      console.warn('admin reorder', error);
      setStatus({ list, state: 'failed' });
    } finally {
      setPending(null);
    }
  };
  /** The rows of `list` in the order being saved, else as loaded. */
  const ordered = <T extends { id: number }>(list: List, rows: readonly T[]): T[] =>
    pending?.list === list
      ? pending.ids.flatMap((id) => rows.filter((row) => row.id === id))
      : [...rows];
  return { reorder, ordered, status };
}

/** An image field's save value: the new upload's id, 'null' once removed, '' to keep it. */
export const imageValue = (imageId: number | null, removed: boolean) =>
  imageId !== null ? String(imageId) : removed ? 'null' : '';

/** The save body's `image_id` from the form's value: absent keeps the picture. */
export const imageIdOf = (value: string | undefined) =>
  !value ? undefined : value === 'null' ? null : Number(value);

/** A loaded list in the order being saved (`order`), as loaded otherwise. */
export const orderedLoad = <T>(load: ListLoad<T[]>, order: (rows: T[]) => T[]): ListLoad<T[]> =>
  load.state === 'ready' ? { state: 'ready', data: order(load.data) } : load;
