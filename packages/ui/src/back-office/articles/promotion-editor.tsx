import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import type { ImageFieldBinding } from '../images';
import type { AdminPromotion } from './articles-types';
import { EditorFrame } from './editor-frame';
import { CoverAndDraft, type EditorCommonProps, EditorTexts } from './editor-parts';
import { useFieldProps } from './use-field-props';

/** A course a promotion may lead to. */
export interface PromotionCourse {
  id: number;
  name: string;
}

export interface PromotionEditorProps extends EditorCommonProps {
  promotion: AdminPromotion;
  /** The courses it may lead to, in the staff member's language. */
  courses: readonly PromotionCourse[];
  /** The cover's upload flow, bound by the page (`useImageUpload`). */
  cover: ImageFieldBinding;
}

const NO_COURSE = 'none';

/**
 * A promotion's editor: its title, description and body in the five languages, its cover, its
 * discount and course, when it starts and ends (it shows between them), and whether it stays a
 * draft.
 */
export function PromotionEditor({ promotion, courses, cover, ...common }: PromotionEditorProps) {
  const { t } = useTranslation('ui');
  const { values, onChange } = common.form;
  const fields = useFieldProps(values, common.form.fieldErrors, onChange);
  return (
    <EditorFrame
      {...common}
      slot="promotion-editor"
      title={promotion.title.ro}
      status={promotion.status}
      backLabel={t('adminArticles.promotions.back')}
    >
      <EditorTexts
        names={['title', 'description', 'body']}
        form={common.form}
        errors={fields.errors}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...fields.text('discount')}
          label={t('adminArticles.editor.discount')}
          inputMode="numeric"
        />
        <SelectField
          label={t('adminArticles.editor.course')}
          placeholder={t('adminArticles.editor.noCourse')}
          value={values.course_id || NO_COURSE}
          onValueChange={(value) => onChange('course_id', value === NO_COURSE ? '' : value)}
          error={fields.error('course_id')}
          options={[
            { value: NO_COURSE, label: t('adminArticles.editor.noCourse') },
            ...courses.map((course) => ({ value: String(course.id), label: course.name })),
          ]}
        />
        <TextField
          {...fields.text('starts_at')}
          type="datetime-local"
          label={t('adminArticles.editor.startsAt')}
        />
        <TextField
          {...fields.text('ends_at')}
          type="datetime-local"
          label={t('adminArticles.editor.endsAt')}
          hint={t('adminArticles.editor.endsAtHint')}
        />
      </div>
      <CoverAndDraft cover={cover} form={common.form} error={fields.error('image_id')} />
    </EditorFrame>
  );
}
