import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader } from './admin-page-header';
import { BackLink } from './record-page-parts';
import { StickySaveBar } from './sticky-save-bar';

export interface RecordFormPageProps {
  /** The record's kind in the slots the journeys read: `<kind>-form`, `<kind>-save-status`. */
  kind: 'course' | 'product';
  /** The texts' area (`adminCourses`…): its `form.back`, `form.save`, `form.saving`, `form.saved`. */
  texts: 'adminCourses' | 'adminProducts';
  /** The save's flow: its state and failure (a flows' message key). */
  form: { state: string; errorKey: string | null };
  /** The last save went through (until the next change). */
  saved: boolean;
  onSave: () => void;
  title: string;
  description: string;
  /** The record's state and its actions, beside the title. */
  actions: ReactNode;
  backHref: string;
  LinkComponent?: LinkComponent;
  /** The form's sections (and notes) between the header and the save bar. */
  children: ReactNode;
  /** The page's dialogs. */
  dialogs?: ReactNode;
}

/**
 * A record's page in the back office (a course, a product): back to its list, its title with its
 * state and actions, its form in sections, and the save kept at the bottom of the screen.
 */
export function RecordFormPage({
  kind,
  texts,
  form,
  saved,
  onSave,
  title,
  description,
  actions,
  backHref,
  LinkComponent = PlainLink,
  children,
  dialogs,
}: RecordFormPageProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const submitting = form.state === 'submitting';
  return (
    <div data-slot={`${kind}-form`} data-state={form.state} className="flex flex-col gap-6 pb-24">
      <BackLink href={backHref} LinkComponent={LinkComponent}>
        {t(`${texts}.form.back`)}
      </BackLink>
      <AdminPageHeader
        title={title}
        description={description}
        actions={<div className="flex flex-wrap items-center gap-2">{actions}</div>}
      />
      {children}
      <StickySaveBar
        slot={`${kind}-save-status`}
        onSave={onSave}
        submitting={submitting}
        error={message(form.errorKey)}
        saved={saved}
        labels={{
          save: t(`${texts}.form.save`),
          saving: t(`${texts}.form.saving`),
          saved: t(`${texts}.form.saved`),
        }}
      />
      {dialogs}
    </div>
  );
}
