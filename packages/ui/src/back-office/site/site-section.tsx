import { type ReactNode, useId } from 'react';
import { FlowForm } from '../../components/form-fields/form-fields';
import { SiteSaveBar, type SiteSaveProps } from './site-save-bar';

export interface SiteSectionProps {
  heading: string;
  hint?: string;
  /** Its form's fields. */
  children: ReactNode;
  save: SiteSaveProps;
  onSave: () => void;
  slot: string;
}

/**
 * A section of the site page saved as a whole (about, the author's texts, the regions): its
 * heading, its fields in one form (disabled while sent) and the save bar under them.
 */
export function SiteSection({ heading, hint, children, save, onSave, slot }: SiteSectionProps) {
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
      </fieldset>
      <SiteSaveBar {...save} />
    </FlowForm>
  );
}
