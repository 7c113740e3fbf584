import type { Language } from '@academy/contract/languages';
import { type ReactNode, useId } from 'react';
import { FlowForm } from '../../components/form-fields/form-fields';
import { TranslatedFields, type TranslatedFieldsProps } from '../translated-fields';
import { SiteSaveBar, type SiteSaveProps } from './site-save-bar';

/** A section's texts in the five languages, under its other fields. */
export interface SiteTranslatedTexts {
  fields: TranslatedFieldsProps['fields'];
  values: TranslatedFieldsProps['values'];
  onChange: (name: string, language: Language, text: string) => void;
  /** Refusals, translated, keyed `<name>.<lang>`. */
  errors?: Readonly<Record<string, string>>;
}

export interface SiteSectionProps {
  heading: string;
  hint?: string;
  /** Its form's own fields (a photo, the regions' contacts). */
  children?: ReactNode;
  texts?: SiteTranslatedTexts;
  save: SiteSaveProps;
  onSave: () => void;
  slot: string;
}

/**
 * A section of the site page saved as a whole (about, the author's texts, the regions): its
 * heading, its fields in one form (disabled while sent) and the save bar under them.
 */
export function SiteSection({
  heading,
  hint,
  children,
  texts,
  save,
  onSave,
  slot,
}: SiteSectionProps) {
  const headingId = useId();
  return (
    <FlowForm
      data-slot={slot}
      data-state={save.state}
      aria-labelledby={headingId}
      onSubmit={onSave}
      focusFirstInvalid
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {heading}
        </h2>
        {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
      </div>
      <fieldset disabled={save.state === 'submitting'} className="flex min-w-0 flex-col gap-5">
        {children}
        {texts ? <TranslatedFields {...texts} disabled={save.state === 'submitting'} /> : null}
      </fieldset>
      <SiteSaveBar {...save} />
    </FlowForm>
  );
}
