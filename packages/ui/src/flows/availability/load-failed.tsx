import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';

export interface LoadFailedProps {
  /** Why the part did not load (a translated message). */
  message: ReactNode;
  onRetry: () => void;
}

/** A part of the hours page that could not load: why, and a button to try again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('availability.retry')}
      </Button>
    </div>
  );
}
