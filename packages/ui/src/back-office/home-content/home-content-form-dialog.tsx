import { HOME_CONTENT_LIMITS as L } from '@academy/contract/back-office/home-content';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { ImageField, type ImageFieldBinding } from '../images';
import { RecordFormDialog, type RecordFormDialogProps } from '../taxonomy/record-form-dialog';
import type { StaffActionView } from '../taxonomy/record-types';
import { useRecordErrors } from '../taxonomy/use-record-errors';
import type { HomeContentKind } from './home-content-types';

export interface HomeContentFormDialogProps {
  /**
   * The staff-action flow's dialog; its values say which record (`kind`), whether it is new
   * (`verb`), its current name (`label`) and the form's fields.
   */
  action: StaffActionView;
  /** The slide's picture or the reviewer's photo (the image-upload flow's binding). */
  image?: ImageFieldBinding;
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const RATINGS = ['1', '2', '3', '4', '5'];

/**
 * The form of a hero slide (picture, title, description, button), a review (author, photo,
 * rating, profession and text) or a FAQ entry (question, rich-text answer), texts in the five
 * languages.
 */
export function HomeContentFormDialog({
  action,
  image,
  onChange,
  onConfirm,
  onCancel,
}: HomeContentFormDialogProps) {
  const { t } = useTranslation('ui');
  const { error } = useRecordErrors(action);
  const { values } = action;
  const kind = (values.kind ?? 'faq') as HomeContentKind;
  const section = `adminHomeContent.${kind === 'slide' ? 'slides' : kind === 'review' ? 'reviews' : 'faq'}`;
  const mode = values.verb === 'edit' ? 'edit' : 'create';
  const label = (key: string) => t(`${section}.${key}`);
  const fields: RecordFormDialogProps['fields'] =
    kind === 'slide'
      ? [
          {
            name: 'title',
            label: label('title'),
            kind: 'text',
            required: true,
            maxLength: L.slideTitle,
          },
          {
            name: 'description',
            label: label('text'),
            kind: 'textarea',
            maxLength: L.slideDescription,
          },
          {
            name: 'button_name',
            label: label('buttonName'),
            kind: 'text',
            maxLength: L.buttonName,
          },
        ]
      : kind === 'review'
        ? [
            {
              name: 'profession',
              label: label('profession'),
              kind: 'text',
              maxLength: L.profession,
            },
            {
              name: 'text',
              label: label('text'),
              kind: 'textarea',
              required: true,
              maxLength: L.reviewText,
            },
          ]
        : [
            {
              name: 'name',
              label: label('question'),
              kind: 'text',
              required: true,
              maxLength: L.question,
            },
            { name: 'description', label: label('answer'), kind: 'rich-text', required: true },
          ];
  const picture = image ? (
    <div className="flex flex-col gap-1">
      <ImageField
        {...image}
        label={label(kind === 'slide' ? 'image' : 'photo')}
        removable={false}
        aspect={kind === 'slide' ? '16 / 9' : '1 / 1'}
      />
      {error('image_id') ? <p className="text-destructive text-sm">{error('image_id')}</p> : null}
    </div>
  ) : null;
  return (
    <RecordFormDialog
      slot="home-content-form-dialog"
      mode={mode}
      title={
        mode === 'create'
          ? label('createTitle')
          : t(`${section}.editTitle`, { name: values.label ?? '' })
      }
      description={label('formDescription')}
      action={action}
      fields={fields}
      onChange={onChange}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {kind === 'review' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label={label('name')}
            value={values.name ?? ''}
            onValueChange={(value) => onChange('name', value)}
            error={error('name')}
            maxLength={L.reviewName}
          />
          <SelectField
            label={label('rating')}
            placeholder={label('rating')}
            value={values.rating ?? '5'}
            onValueChange={(value) => onChange('rating', value)}
            error={error('rating')}
            options={RATINGS.map((value) => ({
              value,
              label: t('adminHomeContent.reviews.ratingValue', { count: Number(value) }),
            }))}
          />
        </div>
      ) : null}
      {kind === 'faq' ? null : picture}
      {kind === 'slide' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="button_link"
            label={label('buttonLink')}
            hint={label('buttonLinkHint')}
            value={values.button_link ?? ''}
            onValueChange={(value) => onChange('button_link', value)}
            error={error('button_link')}
            maxLength={L.link}
            inputMode="url"
            spellCheck={false}
          />
          <Field orientation="horizontal" label={label('buttonShown')} className="self-center">
            <Checkbox
              checked={values.button_is_active === 'true'}
              onCheckedChange={(checked) => onChange('button_is_active', String(checked === true))}
            />
          </Field>
        </div>
      ) : null}
    </RecordFormDialog>
  );
}
