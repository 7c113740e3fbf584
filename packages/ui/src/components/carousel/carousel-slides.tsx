import { cva, type VariantProps } from 'class-variance-authority';
import { Children, type ComponentProps, createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useCarousel } from './carousel-context';

interface SlidePosition {
  index: number;
  count: number;
}
const SlidePositionContext = createContext<SlidePosition | null>(null);

/** The viewport and the track; each child is a slide and learns its place for its label. */
export function CarouselContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { carouselRef, hasAutoplay, isPlaying } = useCarousel();
  const slides = Children.toArray(children);
  return (
    // embla measures the track and the slides by their offsets. A transformed element is the
    // offset parent of its children in Chromium, so with the track unpositioned the slides'
    // offsets jump by the track's margin whenever embla measures a moved track (seen in CI:
    // every snap 16 px off). Positioned track and viewport, and the slides' gutter taken out on
    // the viewport, keep every offset the same, moved or not.
    <div ref={carouselRef} data-slot="carousel-viewport" className="relative -ml-4 overflow-hidden">
      <div
        data-slot="carousel-content"
        // A rotating carousel must not announce every slide; a still one announces the new one.
        aria-live={hasAutoplay && isPlaying ? 'off' : 'polite'}
        className={cn('relative flex touch-pan-y', className)}
        {...props}
      >
        {slides.map((slide, index) => (
          <SlidePositionContext
            key={(slide as { key?: string | null }).key ?? index}
            value={{ index, count: slides.length }}
          >
            {slide}
          </SlidePositionContext>
        ))}
      </div>
    </div>
  );
}

export const carouselItemVariants = cva('min-w-0 shrink-0 grow-0 pl-4', {
  variants: {
    /** How many slides fit side by side as the screen widens. */
    basis: {
      full: 'basis-full',
      half: 'basis-full sm:basis-1/2',
      third: 'basis-full sm:basis-1/2 lg:basis-1/3',
      quarter: 'xs:basis-1/2 basis-full md:basis-1/3 lg:basis-1/4',
      fifth: 'basis-1/2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5',
    },
  },
  defaultVariants: { basis: 'full' },
});

/**
 * Placeholder slides while a carousel's items load: the same track and slide widths as the real
 * one, so nothing moves when the slides arrive. No controls: there is nothing to move yet.
 */
export function CarouselSkeleton({
  count,
  basis,
  children,
  className,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof carouselItemVariants> & { count: number }) {
  return (
    <div aria-hidden="true" className={cn('-ml-4 flex overflow-hidden', className)} {...props}>
      {Array.from({ length: count }, (_, slide) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={slide} className={carouselItemVariants({ basis })}>
          {children}
        </div>
      ))}
    </div>
  );
}

export interface CarouselItemProps
  extends ComponentProps<'div'>,
    VariantProps<typeof carouselItemVariants> {}

export function CarouselItem({ className, basis, ...props }: CarouselItemProps) {
  const { t } = useTranslation('ui');
  const position = useContext(SlidePositionContext);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a labelled group, not a form fieldset
    <div
      role="group"
      data-slot="carousel-item"
      aria-roledescription={t('catalogue.carousel.slideRoleDescription')}
      aria-label={
        position
          ? t('catalogue.carousel.slideLabel', {
              index: position.index + 1,
              count: position.count,
            })
          : undefined
      }
      className={cn(carouselItemVariants({ basis }), className)}
      {...props}
    />
  );
}
