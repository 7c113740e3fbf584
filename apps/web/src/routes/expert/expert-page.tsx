import { visitRequestMachine } from '@academy/machines';
import {
  Breadcrumbs,
  ExpertCertificates,
  ExpertProfile,
  ExpertWorks,
  VisitRequestForm,
} from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { personLd } from '../../app/structured-data';
import { languageOf } from '../language-loader';

/** The request form's anchor, which the profile's "ask for a visit" button leads to. */
const REQUEST_ID = 'visit-request';

/**
 * The specialist's profile and active services (the free slots load after the first paint: they
 * change by the minute, and no page cache may keep them). A missing id, an unknown or hidden
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
  return { language, id, profile, services };
}

/**
 * A specialist's public page `expert/{id}` (spec 2.1, 6): the profile, the certificates they
 * show, the before/after works, and the visit request (the visitRequest flow: services, free
 * slots, the visitor's details).
 */
export function Page() {
  const { language, id, profile, services } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  const request = useActorRef(
    visitRequestMachine.provide({
      actors: {
        loadSlots: fromPromise(async ({ input }) =>
          (await import('../../api/expert-calendar')).expertCalendar.slots(language, input),
        ),
        sendVisitRequest: fromPromise(async ({ input }) =>
          (await import('../../api/drawn-pages')).experts.sendVisitRequest(language, input),
        ),
      },
    }),
    { input: { doctor: id, services } },
  );
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
      <ExpertProfile profile={profile} language={language} requestHref={`#${REQUEST_ID}`} />
      <ExpertCertificates certificates={profile.certificates_and_diplomas} language={language} />
      <ExpertWorks works={profile.user_page_slide} />
      <VisitRequestForm id={REQUEST_ID} actor={request} className="max-w-3xl scroll-mt-24" />
    </div>
  );
}
