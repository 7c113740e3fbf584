import { Button } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** Pages of later slices: a real, translated page that says so and offers a way on. */
export function Page() {
  const { t } = useTranslation('web');
  const { lang } = useParams();
  return (
    <section className="max-w-content px-gutter py-section mx-auto grid justify-items-start gap-5">
      <h1 className="font-display text-display-md font-semibold">{t('comingSoon.title')}</h1>
      <p className="text-muted-foreground max-w-xl text-lg">{t('comingSoon.text')}</p>
      <Button asChild variant="outline">
        <Link to={`/${lang}`}>{t('comingSoon.home')}</Link>
      </Button>
    </section>
  );
}
