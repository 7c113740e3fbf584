import { COURSE_NAME_MAX } from '@academy/contract/back-office/courses';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import { courseFieldError } from './course-form-values';
import type { CourseActionView, CourseOption } from './courses-types';

export interface CourseCreateDialogProps {
  /** The staff-action flow's dialog: values `name` and `category_id`, and the refused fields. */
  action: CourseActionView;
  categories: readonly CourseOption[];
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A new course from what it cannot be without: its Romanian name and its category. It starts
 * unpublished; its page, opened next, has the rest of the form.
 */
export function CourseCreateDialog({
  action,
  categories,
  onChange,
  onConfirm,
  onCancel,
}: CourseCreateDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const error = (field: string) => {
    const key = courseFieldError(action.fieldErrors, field);
    return key ? t(`adminCourses.errors.${key}`) : undefined;
  };
  return (
    <ConfirmActionDialog
      slot="course-create-dialog"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('adminCourses.create.title')}
      description={t('adminCourses.create.description')}
      confirmLabel={t('adminCourses.create.confirm')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    >
      <TextField
        name="name"
        label={t('adminCourses.create.name')}
        value={action.values.name ?? ''}
        onValueChange={(value) => onChange('name', value)}
        error={error('name')}
        maxLength={COURSE_NAME_MAX}
      />
      <SelectField
        label={t('adminCourses.fields.category')}
        placeholder={t('adminCourses.fields.chooseCategory')}
        value={action.values.category_id ?? ''}
        onValueChange={(value) => onChange('category_id', value)}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        error={error('category_id')}
      />
    </ConfirmActionDialog>
  );
}
