import type { LanguageCompleteness } from '@academy/contract/back-office/authoring';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface LanguageTabMarkProps {
  completeness: LanguageCompleteness;
  /** A field of this language was refused: said before how complete it is. */
  invalid: boolean;
}

/**
 * A language tab's mark: a check when every translated field has a text in it, else "1 of 3";
 * an alert first when one of its fields was refused. Read as part of the tab's name.
 */
export function LanguageTabMark({ completeness, invalid }: LanguageTabMarkProps) {
  const { t } = useTranslation('ui');
  const complete = completeness.filled === completeness.total;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium">
      {invalid ? (
        <span data-slot="language-error" className="text-danger inline-flex items-center">
          <CircleAlertIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">, {t('adminTranslations.hasErrors')}</span>
        </span>
      ) : null}
      <span
        data-slot="language-completeness"
        data-complete={complete || undefined}
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-1.5 py-px',
          complete ? 'text-success' : 'bg-muted text-muted-foreground',
        )}
      >
        <span className="sr-only">, </span>
        {complete ? (
          <>
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('adminTranslations.complete')}</span>
          </>
        ) : (
          t('adminTranslations.filled', { ...completeness })
        )}
      </span>
    </span>
  );
}
