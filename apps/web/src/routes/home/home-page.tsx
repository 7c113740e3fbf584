import { Advantages } from '@academy/ui';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSessionActor } from '../../app/session-provider';
import { WhenNear } from '../../app/when-near';
import { Author } from '../../sections/author';
import { CONTACT_SECTION_ID } from '../../sections/contact-id';
import {
  HomeAgeMedicine,
  HomeCategoryTabs,
  HomeHero,
  HomePartners,
  HomeReviews,
  HomeSpecialOffers,
  SECTION,
} from './home-blocks';

// The form and the FAQ close the page: their code (form machine, country list, sanitizer)
// loads when a reader scrolls towards them.
const ContactAndFaq = lazy(() => import('./contact-and-faq'));

/** Home (spec 2.3): every block in the spec's order. */
export function Page() {
  const { t } = useTranslation('web');
  useTokenLogin();
  return (
    <>
      {/* The hero's slides are campaigns; the page's own title is for every reader. */}
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HomeHero />
      <HomeCategoryTabs />
      <HomePartners />
      <Advantages className={SECTION} />
      <HomeReviews />
      <Author />
      <HomeSpecialOffers />
      <HomeAgeMedicine />
      <WhenNear id={CONTACT_SECTION_ID} minHeight="60rem">
        <ContactAndFaq />
      </WhenNear>
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
