import type { Language } from '@academy/contract/languages';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field/field';
import { TextField } from '../../components/form-fields/form-fields';
import { Skeleton } from '../../components/skeleton/skeleton';
import { Textarea } from '../../components/textarea/textarea';

/**
 * The editor (Tiptap and ProseMirror, ~120 KB) comes with the first rich-text field shown: the
 * screens of names and titles alone (categories, chapters) never load it.
 */
const RichTextEditor = lazy(() =>
  import('../../components/rich-text-editor/rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** One translated field of a record, as the screen declares it. */
export interface TranslatedFieldSpec {
  /** The field's name in the save body (`name`, `description`); errors come as `name.ro`. */
  name: string;
  /** Its label, translated by the screen ("Name"); the tab says the language. */
  label: string;
  /** A line (a name, a title), a plain paragraph, or formatted text (the kit's editor). */
  kind: 'text' | 'textarea' | 'rich-text';
  /** The default language's text must be filled (the contract's `required`). */
  required?: boolean;
  maxLength?: number;
}

export interface TranslatedFieldControlProps {
  field: TranslatedFieldSpec;
  language: Language;
  value: string;
  onChange: (text: string) => void;
  /** The refusal, already translated. */
  error?: string;
  /** The default language: where a required field is marked. */
  isDefault: boolean;
  disabled?: boolean;
}

/** A translated field in one language: its control in that language (`lang`), its error below. */
export function TranslatedFieldControl({
  field,
  language,
  value,
  onChange,
  error,
  isDefault,
  disabled,
}: TranslatedFieldControlProps) {
  const { t } = useTranslation('ui');
  const errorId = useId();
  const label =
    field.required && isDefault ? (
      <>
        {field.label}{' '}
        <span className="text-muted-foreground font-normal">
          ({t('adminTranslations.required')})
        </span>
      </>
    ) : (
      field.label
    );
  if (field.kind === 'rich-text') {
    return (
      <div
        data-slot="translated-rich-text"
        data-invalid={error ? true : undefined}
        lang={language}
        className="flex flex-col gap-2"
      >
        <Suspense fallback={<Skeleton className="h-44 w-full rounded-lg" />}>
          <RichTextEditor
            label={
              field.required && isDefault
                ? `${field.label} (${t('adminTranslations.required')})`
                : field.label
            }
            value={value}
            onChange={onChange}
            disabled={disabled}
            className={error ? 'border-danger' : undefined}
          />
        </Suspense>
        {error ? (
          <p id={errorId} data-slot="field-error" className="text-danger text-sm font-medium">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const control = {
    name: `${field.name}.${language}`,
    value,
    lang: language,
    maxLength: field.maxLength,
    disabled,
  };
  if (field.kind === 'text') {
    return <TextField {...control} label={label} error={error} onValueChange={onChange} />;
  }
  return (
    <Field label={label} error={error}>
      <Textarea {...control} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
