import { type ShopProductSummary, SPECIAL_OFFERS_MAX } from '@academy/machines';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CarouselContent,
  CarouselItem,
  CarouselSkeleton,
} from '../../components/carousel/carousel';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CarouselSection } from '../carousel-section/carousel-section';
import { CourseCard, type CourseCardData, CourseCardSkeleton } from '../course-card/course-card';
import { ProductCard } from '../product-card/product-card';

/**
 * A special-offer product of the user's market (spec 2.3: special offers are per market), as the
 * shop's cards show it: the price of the user's tier in the market's currency.
 */
export type OfferProduct = ShopProductSummary;

export type SpecialOffer =
  | { kind: 'course'; course: CourseCardData; href: string }
  | { kind: 'product'; product: OfferProduct; href: string };

export interface SpecialOffersProps extends Omit<ComponentProps<'section'>, 'dir'> {
  /** Discounted courses and products, in the order given; only the first 8 are shown (spec 2.3). */
  offers: readonly SpecialOffer[];
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
  LinkComponent?: LinkComponent;
}

/**
 * Home: up to 8 special offers, 4 visible on wide screens: the discounted courses and, for a shop
 * user, the special-offer products of the market (a product card without the add button).
 */
export function SpecialOffers({
  offers,
  loading,
  LinkComponent = PlainLink,
  ...props
}: SpecialOffersProps) {
  const { t } = useTranslation('ui');
  if (!loading && offers.length === 0) return null;
  return (
    <CarouselSection
      title={t('catalogue.offers.title')}
      loading={loading}
      skeleton={
        <CarouselSkeleton count={4} basis="quarter">
          <CourseCardSkeleton />
        </CarouselSkeleton>
      }
      {...props}
    >
      <CarouselContent>
        {offers.slice(0, SPECIAL_OFFERS_MAX).map((offer) => (
          <CarouselItem key={`${offer.kind}-${offerId(offer)}`} basis="quarter">
            {offer.kind === 'course' ? (
              <CourseCard course={offer.course} href={offer.href} LinkComponent={LinkComponent} />
            ) : (
              <ProductCard
                product={offer.product}
                href={offer.href}
                LinkComponent={LinkComponent}
                className="h-full"
              />
            )}
          </CarouselItem>
        ))}
      </CarouselContent>
    </CarouselSection>
  );
}

const offerId = (offer: SpecialOffer) =>
  offer.kind === 'course' ? offer.course.id : offer.product.id;
