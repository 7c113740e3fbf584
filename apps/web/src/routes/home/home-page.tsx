import {
  AGE_MEDICINE_MAX,
  COURSES_PREVIEW_PAGE_SIZE,
  HOME_PREVIEW_CATEGORY_IDS,
  LONGEVITY_CATEGORY_ID,
  PARTNER_LOGOS_VISIBLE,
  SPECIAL_OFFERS_MAX,
} from '@academy/machines';
import {
  Advantages,
  AgeMedicineStrip,
  CategoryTabs,
  type CourseCardData,
  HeroSlider,
  PartnerLogos,
  ReviewsSlider,
  SpecialOffers,
} from '@academy/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { content } from '../../api/content';
import { toCourseCard } from '../../api/course-card';
import { courses } from '../../api/courses';
import { shop } from '../../api/shop';
import { RouterLink } from '../../app/router-link';
import { useSessionActor } from '../../app/session-provider';
import { useLanguage } from '../../app/use-language';
import { useRemoteState } from '../../app/use-remote';
import { Author } from '../../sections/author';
import { ContactSection } from '../../sections/contact-section';
import { Faq } from '../../sections/faq';

/** The page column every block sits in; the blocks themselves stay edge-to-edge. */
const SECTION = 'mx-auto w-full max-w-content px-gutter py-section';

/** Home (spec 2.3): every block in the spec's order. */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const courseHref = (course: CourseCardData) => `/${language}/course/${course.id}`;
  useTokenLogin();

  const slides = useRemoteState(() => content.heroSlides(language), [language]);
  const tabs = useRemoteState(async () => {
    const categories = await courses.categories(language);
    return Promise.all(
      HOME_PREVIEW_CATEGORY_IDS.map(async (id) => {
        const list = await courses.list(language, {
          category: id,
          page_size: COURSES_PREVIEW_PAGE_SIZE,
        });
        const category = categories.find((c) => c.id === id);
        return {
          id,
          name: category?.name ?? '',
          courses: list.results.map(toCourseCard),
          seeAllHref: `/${language}/category#${category?.slug ?? ''}`,
        };
      }),
    );
  }, [language]);
  const brands = useRemoteState(() => shop.brands(language), [language]);
  const reviews = useRemoteState(() => content.reviews(language), [language]);
  const offers = useRemoteState(async () => {
    const list = await courses.list(language, { page_size: 20 });
    return list.results
      .filter((course) => course.discount > 0)
      .slice(0, SPECIAL_OFFERS_MAX)
      .map((course) => ({
        kind: 'course' as const,
        course: toCourseCard(course),
        href: `/${language}/course/${course.id}`,
      }));
  }, [language]);
  const longevity = useRemoteState(
    () => courses.list(language, { category: LONGEVITY_CATEGORY_ID, page_size: AGE_MEDICINE_MAX }),
    [language],
  );

  return (
    <>
      {/* The hero's slides are campaigns; the page's own title is for every reader. */}
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroSlider
        className="max-w-content px-gutter mx-auto w-full pt-6"
        slides={slides.data ?? []}
        loading={slides.loading}
        LinkComponent={RouterLink}
      />
      <CategoryTabs
        className={SECTION}
        categories={tabs.data ?? []}
        loading={tabs.loading}
        courseHref={courseHref}
        LinkComponent={RouterLink}
      />
      <PartnerLogos
        className={SECTION}
        loading={brands.loading}
        logos={(brands.data ?? [])
          .filter((brand) => brand.image)
          .slice(0, PARTNER_LOGOS_VISIBLE * 2)
          .map((brand) => ({ id: brand.id, name: brand.name, image: brand.image ?? '' }))}
      />
      <Advantages className={SECTION} />
      <ReviewsSlider
        className={SECTION}
        loading={reviews.loading}
        reviews={(reviews.data ?? []).map((review) => ({
          id: review.id,
          name: review.name,
          role: review.profession,
          text: review.text,
          avatar: review.image,
        }))}
      />
      <Author />
      <SpecialOffers
        className={SECTION}
        offers={offers.data ?? []}
        loading={offers.loading}
        LinkComponent={RouterLink}
      />
      <AgeMedicineStrip
        className={SECTION}
        courses={(longevity.data?.results ?? []).map(toCourseCard)}
        loading={longevity.loading}
        courseHref={courseHref}
        seeAllHref={`/${language}/category#longevity`}
        LinkComponent={RouterLink}
      />
      <ContactSection />
      <Faq />
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
