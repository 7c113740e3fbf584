import { aboutCollapseMachine } from '@academy/machines';
import { AboutCollapse, Breadcrumbs, RichText } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { orOnFailure } from '../../app/content-load';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { Author } from '../../sections/author';
import { ContactSection } from '../../sections/contact-section';
import { Faq } from '../../sections/faq';
import { languageOf } from '../language-loader';

/**
 * The about text first (a failure leaves the title only, spec 8); the author, the form's
 * countries and the FAQ below it as they come.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { content, countries } = await import('../../api/drawn-pages');
  const author = orOnFailure('author', content.author(language), null);
  const countryList = orOnFailure('countries', countries.list(), []);
  const faq = orOnFailure('faq', content.faq(language), []);
  const about = await orOnFailure('about', content.about(language), null);
  return { language, about, author, countries: countryList, faq };
}

/** About (spec 2.6): title and short text, the collapsible mission, author, contact form, FAQ. */
export function Page() {
  const data = useLoaderData<typeof loader>();
  const { about } = data;
  const { t } = useTranslation('web');
  const collapse = useActorRef(aboutCollapseMachine, { input: {} });
  return (
    <>
      <PageHead
        title={about?.title ?? t('about.breadcrumb')}
        description={t('meta.descriptions.about')}
        trail={[{ name: t('about.breadcrumb'), path: pathsFor(data.language).about() }]}
      />
      <section className="max-w-content px-gutter pb-section mx-auto grid w-full gap-6 pt-10">
        <Breadcrumbs
          homeHref={pathsFor(data.language).home()}
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
      <Author author={data.author} />
      <ContactSection countries={data.countries} />
      <Faq items={data.faq} />
    </>
  );
}
