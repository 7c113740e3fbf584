import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ImageField, type ImageFieldBinding } from '../images/image-field';
import type { StaffActionView } from './course-content-types';

export interface BannerFieldsProps {
  action: StaffActionView;
  onChange: (field: string, value: string) => void;
  /** The picture's field, an image uploaded for the purpose `course_banner` (useImageField). */
  image: ImageFieldBinding;
}

/** A new banner's fields: its picture and where it leads. */
export function BannerFields({ action, onChange, image }: BannerFieldsProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  return (
    <div className="flex flex-col gap-4">
      <ImageField
        {...image}
        label={t('adminCourseContent.fields.image')}
        aspect="3 / 1"
        disabled={action.dialogState === 'submitting'}
      />
      {action.fieldErrorKeys.image_id ? (
        <p className="text-danger text-sm font-medium">{message(action.fieldErrorKeys.image_id)}</p>
      ) : null}
      <TextField
        name="link"
        label={t('adminCourseContent.fields.link')}
        value={action.values.link ?? ''}
        onValueChange={(value) => onChange('link', value)}
        error={message(action.fieldErrorKeys.link) ?? undefined}
        maxLength={500}
      />
    </div>
  );
}
