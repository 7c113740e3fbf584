import { aboutCollapseMachine } from '@academy/machines';
import { AboutCollapse, Breadcrumbs, RichText } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { content } from '../../api/content';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';
import { useRemote } from '../../app/use-remote';
import { Author } from '../../sections/author';
import { ContactSection } from '../../sections/contact-section';
import { Faq } from '../../sections/faq';

/** About (spec 2.6): title and short text, the collapsible mission, author, contact form, FAQ. */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const about = useRemote(() => content.about(language), [language]);
  const collapse = useActorRef(aboutCollapseMachine, { input: {} });
  return (
    <>
      <section className="max-w-content px-gutter pb-section mx-auto grid w-full gap-6 pt-10">
        <Breadcrumbs
          homeHref={`/${language}`}
          items={[{ label: t('about.breadcrumb') }]}
          LinkComponent={RouterLink}
        />
        <h1 className="font-display text-display-lg max-w-4xl font-semibold text-balance">
          {about?.title ?? t('about.breadcrumb')}
        </h1>
        {about ? (
          <>
            <RichText html={about.short_description} size="lg" className="max-w-3xl" />
            <AboutCollapse actor={collapse} className="max-w-3xl">
              <RichText html={about.mission} />
            </AboutCollapse>
          </>
        ) : null}
      </section>
      <Author />
      <ContactSection />
      <Faq />
    </>
  );
}
