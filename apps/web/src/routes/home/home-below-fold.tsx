import { PARTNER_LOGOS_VISIBLE } from '@academy/machines';
import {
  Advantages,
  AgeMedicineStrip,
  PartnerLogos,
  ReviewsSlider,
  type SpecialOffer,
  SpecialOffers,
} from '@academy/ui';
import { Deferred } from '../../app/deferred';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { Author } from '../../sections/author';
import { SECTION, useCourseHref } from './home-blocks';
import type { HomeData } from './home-data';

/*
 * Home's blocks below the first screen, in a chunk of their own: their code and DOM wait until a
 * reader scrolls towards them (home-page.tsx); their data comes from the page's loader.
 */
type Block = { home: HomeData };

export function HomeAdvantages(_: Block) {
  return <Advantages className={SECTION} />;
}

export function HomeAuthor({ home }: Block) {
  return <Author author={home.author} />;
}

export function HomePartners({ home }: Block) {
  const logos = (loading: boolean, brands: Awaited<HomeData['partners']>) => (
    <PartnerLogos
      className={SECTION}
      loading={loading}
      logos={brands
        .filter((brand) => brand.image)
        .slice(0, PARTNER_LOGOS_VISIBLE * 2)
        .map((brand) => ({ id: brand.id, name: brand.name, image: brand.image ?? '' }))}
    />
  );
  return (
    <Deferred data={home.partners} fallback={logos(true, [])}>
      {(brands) => logos(false, brands)}
    </Deferred>
  );
}

export function HomeReviews({ home }: Block) {
  const slider = (loading: boolean, reviews: Awaited<HomeData['reviews']>) => (
    <ReviewsSlider
      className={SECTION}
      loading={loading}
      reviews={reviews.map((review) => ({
        id: review.id,
        name: review.name,
        role: review.profession,
        text: review.text,
        avatar: review.image,
      }))}
    />
  );
  return (
    <Deferred data={home.reviews} fallback={slider(true, [])}>
      {(reviews) => slider(false, reviews)}
    </Deferred>
  );
}

/**
 * The discounted courses and, for a shop user, the market's special-offer products, alternating,
 * at most 8 (spec 2.3).
 */
export function HomeSpecialOffers({ home }: Block) {
  const offers = (loading: boolean, list: readonly SpecialOffer[]) => (
    <SpecialOffers className={SECTION} offers={list} loading={loading} LinkComponent={RouterLink} />
  );
  return (
    <Deferred data={home.specialOffers} fallback={offers(true, [])}>
      {(list) => offers(false, list)}
    </Deferred>
  );
}

/** Up to 4 courses of the longevity category (10). */
export function HomeAgeMedicine({ home }: Block) {
  const paths = usePaths();
  const courseHref = useCourseHref();
  const strip = (loading: boolean, courses: Awaited<HomeData['ageMedicine']>) => (
    <AgeMedicineStrip
      className={SECTION}
      courses={courses}
      loading={loading}
      courseHref={courseHref}
      seeAllHref={paths.category('#longevity')}
      LinkComponent={RouterLink}
    />
  );
  return (
    <Deferred data={home.ageMedicine} fallback={strip(true, [])}>
      {(courses) => strip(false, courses)}
    </Deferred>
  );
}
