import { SPECIAL_OFFERS_MAX } from '@academy/machines';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import {
  CarouselContent,
  CarouselItem,
  CarouselSkeleton,
} from '../../components/carousel/carousel';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CarouselSection } from '../carousel-section/carousel-section';
import {
  CardTitleLink,
  CourseCard,
  type CourseCardData,
  CourseCardSkeleton,
} from '../course-card/course-card';

/** A discounted shop product; prices come formatted in the visitor's market currency. */
export interface OfferProduct {
  id: number;
  title: string;
  image?: string | null;
  price: string;
  oldPrice?: string | null;
  discount?: number | null;
}

export type SpecialOffer =
  | { kind: 'course'; course: CourseCardData; href: string }
  | { kind: 'product'; product: OfferProduct; href: string };

export interface SpecialOffersProps extends Omit<ComponentProps<'section'>, 'dir'> {
  /** Discounted courses and products; only the first 8 are shown (spec 2.3). */
  offers: readonly SpecialOffer[];
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
  LinkComponent?: LinkComponent;
}

/** Home: up to 8 special offers, 4 visible on wide screens. */
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
              <ProductOfferCard
                product={offer.product}
                href={offer.href}
                LinkComponent={LinkComponent}
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

function ProductOfferCard({
  product,
  href,
  LinkComponent,
}: {
  product: OfferProduct;
  href: string;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  return (
    <article className="group bg-surface focus-within:outline-ring relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:outline-2 focus-within:outline-offset-2 hover:shadow-md">
      <div className="bg-muted relative flex aspect-[4/3] items-center justify-center">
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
        <div className="absolute top-3 left-3 flex gap-1.5">
          <Badge variant="outline">{t('catalogue.offers.product')}</Badge>
          {product.discount ? (
            <Badge variant="accent">
              {t('catalogue.badge.discount', { discount: product.discount })}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CardTitleLink href={href} LinkComponent={LinkComponent}>
          {product.title}
        </CardTitleLink>
        <p className="mt-auto flex items-baseline justify-end gap-2 pt-2">
          {product.oldPrice ? (
            <s className="text-muted-foreground text-sm">
              <span className="sr-only">{t('catalogue.course.oldPrice')}: </span>
              {product.oldPrice}
            </s>
          ) : null}
          <span className="text-primary text-xl font-semibold">
            <span className="sr-only">{t('catalogue.course.price')}: </span>
            {product.price}
          </span>
        </p>
      </div>
    </article>
  );
}
