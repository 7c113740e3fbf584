import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import { courseFieldError } from './course-form-values';
import type { CourseAction, CourseActionView } from './courses-types';

export interface CourseActionDialogProps {
  /** The action confirmed (null: none open). */
  verb: CourseAction | null;
  /** The course's name in the page's language. */
  name: string;
  action: CourseActionView;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The refusals a publication or a deletion may get, each said in words. */
const REFUSED_FIELDS = ['name.ro', 'image_id', 'videos', 'non_field_errors'] as const;

/**
 * Confirms publishing a course (refused with what it lacks: its Romanian name, a cover, a
 * video), taking it off the site (its page answers 404, its buyers keep it) or deleting one
 * nobody bought.
 */
export function CourseActionDialog({
  verb,
  name,
  action,
  onConfirm,
  onCancel,
}: CourseActionDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const shown = verb ?? 'publish';
  const refusals = REFUSED_FIELDS.flatMap((field) => {
    const key = courseFieldError(action.fieldErrors, field);
    return key ? [t(`adminCourses.errors.${key}`)] : [];
  });
  return (
    <ConfirmActionDialog
      slot="course-action-dialog"
      open={action.isOpen && verb !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`adminCourses.confirm.${shown}.title`, { name })}
      description={t(`adminCourses.confirm.${shown}.description`)}
      confirmLabel={t(`adminCourses.actions.${shown}`)}
      tone={shown === 'publish' ? undefined : 'danger'}
      state={action.dialogState}
      error={refusals.length > 0 ? undefined : (message(action.errorKey) ?? undefined)}
      onConfirm={onConfirm}
    >
      {refusals.length > 0 ? (
        <ul data-slot="course-refusals" className="text-danger list-disc pl-5 text-sm font-medium">
          {refusals.map((refusal) => (
            <li key={refusal}>{refusal}</li>
          ))}
        </ul>
      ) : null}
    </ConfirmActionDialog>
  );
}
