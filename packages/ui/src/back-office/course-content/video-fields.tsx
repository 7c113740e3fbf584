import { VIDEO_KINDS } from '@academy/contract/back-office/course-content';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { SelectField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import type { StaffActionView } from './course-content-types';
import { TranslatedDialogFields } from './translated-dialog-fields';

export interface VideoFieldsProps {
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
  /** The course's chapters, by id and name. */
  chapters: readonly { id: number; label: string }[];
}

/** A video's fields: its title in five languages, kind, chapter and free-preview flag. */
export function VideoFields({ action, onChange, chapters }: VideoFieldsProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const { values } = action;
  const error = (field: string) => message(action.fieldErrorKeys[field]) ?? undefined;
  return (
    <div className="flex flex-col gap-4">
      <TranslatedDialogFields
        name="title"
        label={t('adminCourseContent.fields.title')}
        action={action}
        onChange={onChange}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('adminCourseContent.fields.kind')}
          placeholder={t('adminCourseContent.fields.kind')}
          value={values.kind ?? 'theoretical'}
          onValueChange={(value) => onChange('kind', value)}
          options={VIDEO_KINDS.map((kind) => ({
            value: kind,
            label: t(`adminCourseContent.videos.kind.${kind}`),
          }))}
          error={error('kind')}
        />
        <SelectField
          label={t('adminCourseContent.fields.chapter')}
          placeholder={t('adminCourseContent.fields.chapterPlaceholder')}
          value={values.chapter ?? ''}
          onValueChange={(value) => onChange('chapter', value)}
          options={chapters.map((chapter) => ({ value: String(chapter.id), label: chapter.label }))}
          error={error('chapter')}
        />
      </div>
      <Field orientation="horizontal" label={t('adminCourseContent.fields.freePreview')}>
        <Checkbox
          checked={values.free_preview === 'true'}
          onCheckedChange={(on) => onChange('free_preview', String(on === true))}
        />
      </Field>
    </div>
  );
}
