import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../app/page-head';

/** The messenger chat of the academy; configurable per deployment. */
const VIBER_LINK = import.meta.env.VITE_VIBER_LINK ?? 'viber://chat?number=%2B37360000000';

/** `/viber` sends the browser straight to the messenger chat (spec 2.1). */
export function Page() {
  const { t } = useTranslation('web');
  useEffect(() => {
    window.location.replace(VIBER_LINK);
  }, []);
  return (
    <>
      <PageHead page="viber" noindex />
      <p className="max-w-content px-gutter py-section text-muted-foreground mx-auto">
        <a href={VIBER_LINK} className="text-primary underline">
          {t('viber.open')}
        </a>
      </p>
    </>
  );
}
