import {
  COURSE_CATEGORY_SLUG_MAX,
  TAXONOMY_NAME_MAX,
} from '@academy/contract/back-office/taxonomy';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { ImageField, type ImageFieldBinding } from '../images';
import { RecordFormDialog } from './record-form-dialog';
import type { StaffActionView } from './record-types';
import { useRecordErrors } from './use-record-errors';

/** The taxonomy's records, each with its own form. */
export type TaxonomyKind = 'category' | 'module' | 'shopCategory' | 'brand';

const SECTIONS = {
  category: 'courseCategories',
  module: 'modules',
  shopCategory: 'shopCategories',
  brand: 'brands',
} as const satisfies Record<TaxonomyKind, string>;

export interface TaxonomyFormDialogProps {
  /**
   * The staff-action flow's dialog; its values say which record (`kind`), whether it is new
   * (`verb`: create / edit), its current name (`label`) and the form's fields.
   */
  action: StaffActionView;
  /** The course categories a module may belong to (id and name). */
  categories: readonly { id: number; name: string }[];
  /** A brand's logo field (the image-upload flow's binding). */
  logo?: ImageFieldBinding;
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The form of a course category (slug and name), a module (category and name), a shop category
 * (name) or a brand (name and logo), each name in the five languages.
 */
export function TaxonomyFormDialog({
  action,
  categories,
  logo,
  onChange,
  onConfirm,
  onCancel,
}: TaxonomyFormDialogProps) {
  const { t } = useTranslation('ui');
  const { error } = useRecordErrors(action);
  const { values } = action;
  const kind = (values.kind ?? 'category') as TaxonomyKind;
  const section = `adminTaxonomy.${SECTIONS[kind]}`;
  const mode = values.verb === 'edit' ? 'edit' : 'create';
  return (
    <RecordFormDialog
      slot="taxonomy-form-dialog"
      mode={mode}
      title={
        mode === 'create'
          ? t(`${section}.createTitle`)
          : t(`${section}.editTitle`, { name: values.label ?? '' })
      }
      description={t(`${section}.formDescription`)}
      action={action}
      fields={[
        {
          name: 'name',
          label: t(`${section}.name`),
          kind: 'text',
          required: true,
          maxLength: TAXONOMY_NAME_MAX,
        },
      ]}
      onChange={onChange}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {kind === 'category' ? (
        <TextField
          name="slug"
          label={t('adminTaxonomy.courseCategories.slug')}
          hint={t('adminTaxonomy.courseCategories.slugHint')}
          value={values.slug ?? ''}
          onValueChange={(value) => onChange('slug', value)}
          error={error('slug')}
          maxLength={COURSE_CATEGORY_SLUG_MAX}
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
      {kind === 'module' ? (
        <SelectField
          label={t('adminTaxonomy.modules.category')}
          placeholder={t('adminTaxonomy.modules.category')}
          value={values.category_id ?? ''}
          onValueChange={(value) => onChange('category_id', value)}
          error={error('category_id')}
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
        />
      ) : null}
      {kind === 'brand' && logo ? (
        <div className="flex flex-col gap-1">
          <ImageField {...logo} label={t('adminTaxonomy.brands.logo')} aspect="2 / 1" />
          {error('image_id') ? (
            <p className="text-destructive text-sm">{error('image_id')}</p>
          ) : null}
        </div>
      ) : null}
    </RecordFormDialog>
  );
}
