import { useTranslation } from 'react-i18next';
import { recordErrorKey } from './record-form-values';
import type { StaffActionView } from './record-types';

/**
 * A record form's refusals in the staff's language: `error(field)` for one field, `all` keyed as
 * refused (`name.ro`…) for TranslatedFields.
 */
export function useRecordErrors(action: Pick<StaffActionView, 'fieldErrors'>) {
  const { t } = useTranslation('ui');
  const all = Object.fromEntries(
    Object.entries(action.fieldErrors).flatMap(([field, messages]) => {
      const [message] = messages;
      return message === undefined
        ? []
        : [[field, t(`adminTaxonomy.record.errors.${recordErrorKey(field, message)}`)]];
    }),
  ) as Record<string, string>;
  return { all, error: (field: string): string | undefined => all[field] };
}
