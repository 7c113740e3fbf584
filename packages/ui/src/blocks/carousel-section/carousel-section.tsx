import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  Carousel,
  CarouselNext,
  CarouselPrevious,
  type CarouselProps,
} from '../../components/carousel/carousel';
import { cn } from '../../lib/cn';
import { SectionHeading } from '../section-heading/section-heading';

export interface SectionSkeletonProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The real heading: it shows at once, above the placeholders. */
  title: ReactNode;
  /** Placeholders the size of the items on their way. */
  children: ReactNode;
}

/** A home section whose items are on their way: the heading, then placeholders (aria-busy). */
export function SectionSkeleton({ title, className, children, ...props }: SectionSkeletonProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy="true"
      className={cn('w-full', className)}
      {...props}
    >
      <SectionHeading titleId={titleId} title={title} />
      {children}
    </section>
  );
}

export interface CarouselSectionProps extends Omit<CarouselProps, 'title'> {
  title: ReactNode;
  /** The items are on their way: `skeleton` under the real heading instead of the carousel. */
  loading?: boolean;
  skeleton: ReactNode;
  /** Controls before previous/next in the heading (the autoplay toggle). */
  controls?: ReactNode;
  /** The slides (`CarouselContent`) and what follows them (dots). */
  children: ReactNode;
}

/**
 * A home section that is a carousel (reviews, offers, partners): heading with previous/next, the
 * slides, and while loading the heading over placeholders. The carousel is the section itself:
 * one landmark, named by the heading.
 */
export function CarouselSection({
  title,
  loading,
  skeleton,
  controls,
  loop,
  slidesToScroll,
  opts,
  autoplayMs,
  defaultPaused,
  setApi,
  className,
  children,
  ...props
}: CarouselSectionProps) {
  const titleId = useId();
  if (loading) {
    return (
      <SectionSkeleton title={title} className={className} {...props}>
        {skeleton}
      </SectionSkeleton>
    );
  }
  return (
    <Carousel
      {...{ loop, slidesToScroll, opts, autoplayMs, defaultPaused, setApi }}
      aria-labelledby={titleId}
      className={cn('w-full', className)}
      {...props}
    >
      <SectionHeading
        titleId={titleId}
        title={title}
        actions={
          <>
            {controls}
            <CarouselPrevious />
            <CarouselNext />
          </>
        }
      />
      {children}
    </Carousel>
  );
}
