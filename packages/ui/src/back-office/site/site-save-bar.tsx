import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { SubmitButton } from '../../components/form-fields/form-fields';

/** Where a section's save is: editing, being sent, refused or failed, or just saved. */
export type SiteSaveState = 'idle' | 'submitting' | 'failure' | 'saved';

export interface SiteSaveProps {
  state: SiteSaveState;
  /** The failure's text, translated (the fields to check, or the call that failed). */
  error?: string | null;
}

/**
 * A section's save button with what became of the last save: saved (said politely to screen
 * readers), or why it failed (an alert). The button is busy while the save is sent.
 */
export function SiteSaveBar({ state, error }: SiteSaveProps) {
  const { t } = useTranslation('ui');
  return (
    <div data-slot="site-save-bar" data-state={state} className="flex flex-col gap-3">
      {state === 'failure' && error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={state === 'submitting'} aria-busy={state === 'submitting'}>
          {state === 'submitting' ? t('adminSite.save.saving') : t('adminSite.save.button')}
        </SubmitButton>
        <p role="status" className="text-success text-sm">
          {state === 'saved' ? t('adminSite.save.saved') : ''}
        </p>
      </div>
    </div>
  );
}
