import type { StaffActionValues } from '@academy/machines';
import type { SiteSaveProps } from '@academy/ui/back-office';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

/**
 * A section of the site page saved as a whole, through the staff-action flow: the form is the
 * flow's open editing (its values, opened again from each load of the record), Save confirms it,
 * a refusal keeps what was typed and names the fields, and a save loads the page again.
 * `fieldError` words a refused field (the contract's message), a general refusal otherwise.
 */
export function useSiteSave(
  what: string,
  loaded: StaffActionValues,
  perform: (values: StaffActionValues) => Promise<unknown>,
  fieldError?: (field: string, messages: readonly string[]) => string | null,
) {
  const { t } = useTranslation('flows');
  const [saved, setSaved] = useState(false);
  const actor = useStaffAction(what, perform, () => setSaved(true));
  const { action, confirm } = useStaffActionDialog(actor);
  const idle = action.state === 'idle';
  // The form stays open: at rest after a save with what was saved, and with the record when it
  // loads changed (by its content: a reload for another section's save keeps what is typed).
  const record = JSON.stringify(loaded);
  const opened = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `record` is `loaded`'s content
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.value === 'submitting' || snapshot.value === 'failure') return;
    const reloaded = opened.current !== record;
    if (!reloaded && snapshot.value === 'editing') return;
    if (snapshot.value === 'editing') actor.send({ type: 'action.cancel' });
    actor.send({ type: 'action.open', values: reloaded ? loaded : snapshot.context.values });
    opened.current = record;
  }, [actor, idle, record]);
  // Until the flow first opens, the record as loaded; then the flow's own values.
  const values = Object.keys(action.values).length > 0 ? action.values : loaded;
  const errors = Object.fromEntries(
    Object.entries(action.fieldErrorKeys).map(([field, key]) => [
      field,
      fieldError?.(field, action.fieldErrors[field] ?? []) ?? t(key),
    ]),
  );
  const save: SiteSaveProps = {
    state:
      action.state === 'submitting' || action.state === 'failure'
        ? action.state
        : saved
          ? 'saved'
          : 'idle',
    error: action.errorKey ? t(action.errorKey) : null,
  };
  return {
    values,
    errors,
    save,
    onSave: confirm,
    onChange: (field: string, value: string) => {
      // An editor echoing the value it was given is no change.
      if (values[field] === value) return;
      setSaved(false);
      actor.send({ type: 'action.change', field, value });
    },
  };
}
