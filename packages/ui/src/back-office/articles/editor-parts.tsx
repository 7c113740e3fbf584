import { useTranslation } from 'react-i18next';
import { ImageField, type ImageFieldBinding } from '../images';
import { translatedFieldsOf } from '../shell/form-values';
import type { TranslatedFieldSpec } from '../translated-fields';
import { TranslatedFields } from '../translated-fields';
import type { EditorForm } from './articles-types';
import { DraftField } from './draft-field';
import type { EditorFrameProps } from './editor-frame';

/** What every editor's page gives it besides its record: the form, the way back, delete. */
export type EditorCommonProps = Pick<
  EditorFrameProps,
  'backHref' | 'viewHref' | 'onDelete' | 'LinkComponent' | 'dialog'
> & { form: EditorForm };

/** The area's translated fields: what each is and how long it may be (the contract's limits). */
const SPECS = {
  title: { kind: 'text', required: true, maxLength: 200 },
  excerpt: { kind: 'textarea', maxLength: 1000 },
  description: { kind: 'textarea', maxLength: 1000 },
  body: { kind: 'rich-text' },
} as const satisfies Record<string, Omit<TranslatedFieldSpec, 'name' | 'label'>>;

/**
 * The record's translated fields (`names`, in order), read from and written to the form's flat
 * values (`title.ro`), with their refusals.
 */
export function EditorTexts({
  names,
  form,
  errors,
}: {
  names: readonly (keyof typeof SPECS)[];
  form: Pick<EditorForm, 'values' | 'onChange'>;
  /** The translated refusals by field (`title.ro`). */
  errors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('ui');
  const fields = names.map((name) => ({
    name,
    label: t(`adminArticles.fields.${name}`),
    ...SPECS[name],
  }));
  return (
    <TranslatedFields
      fields={fields}
      values={translatedFieldsOf(form.values, names)}
      onChange={(name, language, text) => form.onChange(`${name}.${language}`, text)}
      errors={errors}
    />
  );
}

/**
 * The record's picture: the kit's image field bound to the page's upload flow, and the save's
 * refusal of it (no cover to publish, an image of another purpose).
 */
export function EditorPicture({
  binding,
  label,
  removable,
  error,
}: {
  binding: ImageFieldBinding;
  label: string;
  removable: boolean;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <ImageField {...binding} label={label} removable={removable} aspect="3 / 2" />
      {error ? <p className="text-danger text-sm font-medium">{error}</p> : null}
    </div>
  );
}

/** A dated record's cover (required to publish: no remove) and its draft flag, last on its form. */
export function CoverAndDraft({
  cover,
  form,
  error,
}: {
  cover: ImageFieldBinding;
  form: Pick<EditorForm, 'values' | 'onChange'>;
  error?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <>
      <EditorPicture
        binding={cover}
        label={t('adminArticles.editor.cover')}
        removable={false}
        error={error}
      />
      <DraftField values={form.values} onChange={form.onChange} />
    </>
  );
}
