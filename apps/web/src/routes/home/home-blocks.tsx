import {
  AGE_MEDICINE_MAX,
  COURSES_PREVIEW_PAGE_SIZE,
  HOME_PREVIEW_CATEGORY_IDS,
  LONGEVITY_CATEGORY_ID,
  PARTNER_LOGOS_VISIBLE,
  SPECIAL_OFFERS_MAX,
} from '@academy/machines';
import {
  AgeMedicineStrip,
  CategoryTabs,
  type CourseCardData,
  HeroSlider,
  PartnerLogos,
  ReviewsSlider,
  SpecialOffers,
} from '@academy/ui';
import { content } from '../../api/content';
import { toCourseCard } from '../../api/course-card';
import { courses } from '../../api/courses';
import { shop } from '../../api/shop';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';
import { useRemoteState } from '../../app/use-remote';

/*
 * Home's blocks, each loading its own data: an answer re-renders only its block, and each shows
 * its placeholder until then (spec 2.3 gives their content and order).
 */

/** The page column every block sits in; the blocks themselves stay edge-to-edge. */
export const SECTION = 'mx-auto w-full max-w-content px-gutter py-section';

const useCourseHref = () => {
  const language = useLanguage();
  return (course: CourseCardData) => `/${language}/course/${course.id}`;
};

export function HomeHero() {
  const language = useLanguage();
  const slides = useRemoteState(() => content.heroSlides(language), [language]);
  return (
    <HeroSlider
      className="max-w-content px-gutter mx-auto w-full pt-6"
      slides={slides.data ?? []}
      loading={slides.loading}
      LinkComponent={RouterLink}
    />
  );
}

/** Categories 3, 4 and 8, each with its first courses and a link to the filtered listing. */
export function HomeCategoryTabs() {
  const language = useLanguage();
  const courseHref = useCourseHref();
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
  return (
    <CategoryTabs
      className={SECTION}
      categories={tabs.data ?? []}
      loading={tabs.loading}
      courseHref={courseHref}
      LinkComponent={RouterLink}
    />
  );
}

export function HomePartners() {
  const language = useLanguage();
  const brands = useRemoteState(() => shop.brands(language), [language]);
  return (
    <PartnerLogos
      className={SECTION}
      loading={brands.loading}
      logos={(brands.data ?? [])
        .filter((brand) => brand.image)
        .slice(0, PARTNER_LOGOS_VISIBLE * 2)
        .map((brand) => ({ id: brand.id, name: brand.name, image: brand.image ?? '' }))}
    />
  );
}

export function HomeReviews() {
  const language = useLanguage();
  const reviews = useRemoteState(() => content.reviews(language), [language]);
  return (
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
  );
}

/** Courses looked through for discounts: the newest page, wider than the 8 offers shown. */
const OFFER_CANDIDATES = 20;

/** The discounted courses, at most 8. */
export function HomeSpecialOffers() {
  const language = useLanguage();
  const offers = useRemoteState(async () => {
    const list = await courses.list(language, { page_size: OFFER_CANDIDATES });
    return list.results
      .filter((course) => course.discount > 0)
      .slice(0, SPECIAL_OFFERS_MAX)
      .map((course) => ({
        kind: 'course' as const,
        course: toCourseCard(course),
        href: `/${language}/course/${course.id}`,
      }));
  }, [language]);
  return (
    <SpecialOffers
      className={SECTION}
      offers={offers.data ?? []}
      loading={offers.loading}
      LinkComponent={RouterLink}
    />
  );
}

/** Up to 4 courses of the longevity category (10). */
export function HomeAgeMedicine() {
  const language = useLanguage();
  const courseHref = useCourseHref();
  const longevity = useRemoteState(
    () => courses.list(language, { category: LONGEVITY_CATEGORY_ID, page_size: AGE_MEDICINE_MAX }),
    [language],
  );
  return (
    <AgeMedicineStrip
      className={SECTION}
      courses={(longevity.data?.results ?? []).map(toCourseCard)}
      loading={longevity.loading}
      courseHref={courseHref}
      seeAllHref={`/${language}/category#longevity`}
      LinkComponent={RouterLink}
    />
  );
}
