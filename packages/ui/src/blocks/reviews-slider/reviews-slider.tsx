import { QuoteIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselSkeleton,
} from '../../components/carousel/carousel';
import { Skeleton, SkeletonText } from '../../components/skeleton/skeleton';
import { CarouselSection } from '../carousel-section/carousel-section';

export interface Review {
  id: number;
  name: string;
  /** Profession or clinic. */
  role?: string | null;
  text: string;
  avatar?: string | null;
}

export interface ReviewsSliderProps extends Omit<ComponentProps<'section'>, 'dir'> {
  reviews: readonly Review[];
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
}

/** Home: students' reviews, three at a time on wide screens (spec 2.3). */
export function ReviewsSlider({ reviews, ...props }: ReviewsSliderProps) {
  const { t } = useTranslation('ui');
  return (
    <CarouselSection
      title={t('catalogue.reviews.title')}
      skeleton={
        <>
          <CarouselSkeleton count={3} basis="third">
            <div className="bg-surface flex h-72 flex-col gap-5 rounded-xl border p-6">
              <Skeleton className="size-7" />
              <SkeletonText lines={4} className="flex-1" />
              <div className="flex items-center gap-3">
                <Skeleton className="size-12 rounded-full" />
                <SkeletonText lines={2} className="w-32" />
              </div>
            </div>
          </CarouselSkeleton>
          {/* The dots' row. */}
          <div className="mt-6 h-3" />
        </>
      }
      {...props}
    >
      <CarouselContent>
        {reviews.map((review) => (
          <CarouselItem key={review.id} basis="third">
            <figure className="bg-surface flex h-full flex-col gap-5 rounded-xl border p-6 shadow-sm">
              <QuoteIcon aria-hidden="true" className="text-accent size-7" />
              <blockquote className="flex-1 leading-relaxed">{review.text}</blockquote>
              <figcaption className="flex items-center gap-3">
                {review.avatar ? (
                  <img
                    src={review.avatar}
                    alt=""
                    loading="lazy"
                    className="size-12 rounded-full object-cover"
                  />
                ) : null}
                <span className="flex flex-col">
                  <span className="font-semibold">{review.name}</span>
                  {review.role ? (
                    <span className="text-muted-foreground text-sm">{review.role}</span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselDots className="mt-6" />
    </CarouselSection>
  );
}
