import { Breadcrumbs, ExpertProfile, formatConsultationPrice } from '@academy/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { orOnFailure } from '../../app/content-load';
import { HydrateWhenNear } from '../../app/hydrate-when-near';
import { missingRecord } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { personLd } from '../../app/structured-data';
import { languageOf } from '../language-loader';

/** The request form's anchor, which the profile's "ask for a visit" button leads to. */
const REQUEST_ID = 'visit-request';

// Below the profile, the parts load (and a drawn page's hydrate) as a reader scrolls towards
// them: the first screen answers without the certificates' lightbox, the works' carousel, the
// request flow with its slot picker and form parts, or the free slots' call and their formatting.
// Each reserves about its height (375 / 1440 px) on a page the app draws itself.
const showcase = () => import('./expert-showcase');
const Certificates = lazy(() =>
  showcase().then((parts) => ({ default: parts.ExpertCertificates })),
);
const Works = lazy(() => showcase().then((parts) => ({ default: parts.ExpertWorks })));
const VisitRequest = lazy(() => import('./expert-visit-request'));

/**
 * The specialist's profile and active services (the free slots load with the request form, as it
 * nears the screen: they change by the minute, and no page cache may keep them). A missing id, an unknown or hidden
 * specialist, or a page that is not active (its owner still sees it from the API) go Home
 * (spec 2.1: shown only when the landing page is active).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  const home = pathsFor(language).home();
  if (!Number.isInteger(id) || id <= 0) missingRecord(home);
  const [{ specialistProfile }, { expertCalendar }] = await Promise.all([
    import('../../api/drawn-pages'),
    import('../../api/expert-calendar'),
  ]);
  const [profile, services] = await Promise.all([
    specialistProfile(language, id).catch(() => null),
    orOnFailure('services', expertCalendar.services(language, id), []),
  ]);
  if (!profile?.landing_page_is_active) missingRecord(home);
  // Formatted where the loader runs: a drawn page's hydration then builds no number format (the
  // first one costs a slow phone some 60 ms of one task), and shows the server's very text.
  const price = formatConsultationPrice(profile.consultation_price, profile.currency, language);
  return { language, id, profile, services, price };
}

/**
 * A specialist's public page `expert/{id}` (spec 2.1, 6): the profile, the certificates they
 * show, the before/after works, and the visit request (the visitRequest flow: services, free
 * slots, the visitor's details).
 */
export function Page() {
  const { language, id, profile, services, price } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  // A part with nothing to show (ExpertCertificates and ExpertWorks draw nothing then) reserves
  // no room; another page's parts start anew.
  const page = `${id}:${language}`;
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-12 pt-10 lg:gap-16">
      <PageHead
        title={profile.name}
        description={profile.description}
        image={profile.image}
        type="profile"
        jsonLd={[personLd(profile)]}
        trail={[
          { name: t('experts.breadcrumb'), path: paths.experts() },
          { name: profile.name, path: paths.expert(id) },
        ]}
      />
      <Breadcrumbs
        homeHref={paths.home()}
        items={[{ label: t('experts.breadcrumb'), href: paths.experts() }, { label: profile.name }]}
        LinkComponent={RouterLink}
      />
      <ExpertProfile
        profile={profile}
        language={language}
        price={price}
        requestHref={`#${REQUEST_ID}`}
      />
      {profile.certificates_and_diplomas.some((certificate) => certificate.show) ? (
        <HydrateWhenNear key={`certificates/${page}`} reserve="min-h-[15rem] md:min-h-[20rem]">
          <Certificates certificates={profile.certificates_and_diplomas} language={language} />
        </HydrateWhenNear>
      ) : null}
      {profile.user_page_slide.length > 0 ? (
        <HydrateWhenNear key={`works/${page}`} reserve="min-h-[31rem] md:min-h-[29rem]">
          <Works works={profile.user_page_slide} />
        </HydrateWhenNear>
      ) : null}
      <HydrateWhenNear
        key={`request/${page}`}
        id={REQUEST_ID}
        reserve="min-h-[70rem] md:min-h-[58rem]"
      >
        <VisitRequest id={REQUEST_ID} language={language} doctor={id} services={services} />
      </HydrateWhenNear>
    </div>
  );
}
