import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface PublishSwitchProps {
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** Publishes or hides the public page (applied with Save): a labelled `role="switch"`. */
export function PublishSwitch({ checked, disabled, onCheckedChange }: PublishSwitchProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <div data-slot="publish-switch" className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'focus-visible:outline-ring relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-default disabled:opacity-50',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'bg-background size-5 rounded-full shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {t('my-page.publish')}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {t('my-page.publishHint')}
        </p>
      </div>
    </div>
  );
}
