import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';

/** A part of the home that could not load: what failed, and a way to load it again. */
export function SectionError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert className="flex-1">{text}</Alert>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('adminHome.counts.retry')}
        </Button>
      ) : null}
    </div>
  );
}
