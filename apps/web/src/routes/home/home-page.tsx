import { Button } from '@academy/ui';
import { ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ContactSection } from '../../sections/contact-section';

/** Home (spec 2.3). For now the hero's heading and calls to action; the blocks follow. */
export function Page() {
  const { t } = useTranslation('web');
  const { lang } = useParams();
  return (
    <>
      <section className="max-w-content px-gutter py-section mx-auto grid gap-8">
        <p className="text-accent text-sm font-medium tracking-[0.2em] uppercase">
          {t('home.eyebrow')}
        </p>
        <h1 className="font-display text-display-lg max-w-4xl font-semibold text-balance">
          {t('home.heading')}
        </h1>
        <p className="text-muted-foreground max-w-2xl text-lg leading-relaxed">{t('home.lead')}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={`/${lang}/category`}>
              {t('home.viewCourses')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={`/${lang}/about`}>{t('home.aboutAcademy')}</Link>
          </Button>
        </div>
      </section>
      <ContactSection />
    </>
  );
}
