import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox';

export interface TableSelection {
  selected: string[];
  onChange: (ids: string[]) => void;
}

/** The header's checkbox: selects or clears every row of the page shown (mixed when some are). */
export function SelectAllCell({
  ids,
  selection,
  disabled,
}: {
  ids: string[];
  selection: TableSelection;
  disabled: boolean;
}) {
  const { t } = useTranslation('ui');
  const chosen = ids.filter((id) => selection.selected.includes(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const others = selection.selected.filter((id) => !ids.includes(id));
  return (
    <Checkbox
      aria-label={t('adminShell.table.select.page')}
      disabled={disabled || ids.length === 0}
      checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
      onCheckedChange={() => selection.onChange(all ? others : [...others, ...ids])}
    />
  );
}

/** A row's checkbox, named by the row's number in the whole list. */
export function SelectRowCell({
  id,
  position,
  selection,
}: {
  id: string;
  position: number;
  selection: TableSelection;
}) {
  const { t } = useTranslation('ui');
  const checked = selection.selected.includes(id);
  return (
    <Checkbox
      aria-label={t('adminShell.table.select.row', { position })}
      checked={checked}
      onCheckedChange={() =>
        selection.onChange(
          checked
            ? selection.selected.filter((other) => other !== id)
            : [...selection.selected, id],
        )
      }
    />
  );
}
