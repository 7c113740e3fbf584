import { useTranslation } from 'react-i18next';
import type { StaffActionView } from './course-content-types';
import { TranslatedDialogFields } from './translated-dialog-fields';

export interface ChapterFieldsProps {
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
}

/** A chapter's one field: its name in the five languages. */
export function ChapterFields({ action, onChange }: ChapterFieldsProps) {
  const { t } = useTranslation('ui');
  return (
    <TranslatedDialogFields
      name="name"
      label={t('adminCourseContent.fields.name')}
      action={action}
      onChange={onChange}
    />
  );
}
