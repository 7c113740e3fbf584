import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';

/** "Keep as a draft": the record stays off the site whatever its dates, until unticked. */
export function DraftField({
  values,
  onChange,
}: {
  values: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Field
      orientation="horizontal"
      label={t('adminArticles.editor.draft')}
      hint={t('adminArticles.editor.draftHint')}
    >
      <Checkbox
        name="draft"
        checked={values.draft !== 'false'}
        onCheckedChange={(on) => onChange('draft', on === true ? 'true' : 'false')}
      />
    </Field>
  );
}
