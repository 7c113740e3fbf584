import {
  AGE_MEDICINE_MAX,
  LONGEVITY_CATEGORY_ID,
  PARTNER_LOGOS_VISIBLE,
  SPECIAL_OFFERS_MAX,
} from '@academy/machines';
import {
  Advantages,
  AgeMedicineStrip,
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
import { Author } from '../../sections/author';
import { SECTION, useCourseHref } from './home-blocks';

/*
 * Home's blocks below the first screen, in a chunk of their own: their code, data and DOM wait
 * until a reader scrolls towards them (home-page.tsx).
 */

export function HomeAdvantages() {
  return <Advantages className={SECTION} />;
}

export { Author as HomeAuthor };

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
