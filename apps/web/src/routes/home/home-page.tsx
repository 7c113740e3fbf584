import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { HydrateWhenNear } from '../../app/hydrate-when-near';
import { PageHead } from '../../app/page-head';
import { useSessionActor } from '../../app/session-provider';
import { organizationLd } from '../../app/structured-data';
import { CONTACT_SECTION_ID } from '../../sections/contact-id';
import { languageOf } from '../language-loader';
import { HomeCategoryTabs, HomeHero } from './home-blocks';

/** Every block's data, none awaited (home-data.ts). */
export async function loader(args: LoaderFunctionArgs) {
  const { homeData } = await import('./home-data');
  return homeData(languageOf(args));
}

// Below the first screen, blocks load (code and DOM) as a reader scrolls towards them, so
// the first screen is built and painted without waiting for them; on the page the server drew,
// they stay as drawn and hydrate then (HydrateWhenNear). Each reserves about its height, so the
// scroll bar and anchors barely move when it fills in.
const belowFold = () => import('./home-below-fold');
const block = (name: Exclude<keyof Awaited<ReturnType<typeof belowFold>>, 'default'>) =>
  lazy(() => belowFold().then((blocks) => ({ default: blocks[name] })));
// The form and the FAQ close the page (form machine, country list, sanitizer): two parts, each
// its own gate (a gate watches its part's first element only), from one module.
const closing = () => import('./contact-and-faq');
const HomeContact = lazy(() => closing().then((parts) => ({ default: parts.HomeContact })));
const HomeFaq = lazy(() => closing().then((parts) => ({ default: parts.HomeFaq })));
/** In the spec's order: each block and the height it reserves (about its own at 375 / 1440 px). */
const BELOW_FOLD = [
  [block('HomePartners'), 'min-h-[18rem] md:min-h-[23.5rem]'],
  [block('HomeAdvantages'), 'min-h-[67rem] md:min-h-[31rem]'],
  [block('HomeReviews'), 'min-h-[30rem] md:min-h-[31.5rem]'],
  [block('HomeAuthor'), 'min-h-[54rem] md:min-h-[35rem]'],
  [block('HomeSpecialOffers'), 'min-h-[39rem] md:min-h-[40.5rem]'],
  [block('HomeAgeMedicine'), 'min-h-[125rem] md:min-h-[40rem]'],
] as const;

/** Home (spec 2.3): every block in the spec's order. */
export function Page() {
  const home = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  useTokenLogin();
  return (
    <>
      <PageHead jsonLd={[organizationLd(t('meta.title'))]} />
      {/* The hero's slides are campaigns; the page's own title is for every reader. */}
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HomeHero home={home} />
      <HomeCategoryTabs home={home} />
      {BELOW_FOLD.map(([Block, reserve]) => (
        <HydrateWhenNear key={reserve} reserve={reserve}>
          <Block home={home} />
        </HydrateWhenNear>
      ))}
      {/* The placeholder of a page the app draws keeps the form's id: a link to it scrolls. */}
      <HydrateWhenNear id={CONTACT_SECTION_ID} reserve="min-h-[42rem] md:min-h-[40rem]">
        <HomeContact home={home} />
      </HydrateWhenNear>
      <HydrateWhenNear reserve="min-h-[46rem] md:min-h-[37rem]">
        <HomeFaq home={home} />
      </HydrateWhenNear>
    </>
  );
}

/** `?token=` on Home logs the user in: profile loaded and stored, then the dashboard (spec 2.3). */
function useTokenLogin() {
  const [params, setParams] = useSearchParams();
  const session = useSessionActor();
  const token = params.get('token');
  useEffect(() => {
    if (!token) return;
    session.send({ type: 'session.tokenLink', token });
    params.delete('token');
    setParams(params, { replace: true });
  }, [token, session, params, setParams]);
}
