import { HERO_AUTOPLAY_MS } from '@academy/machines';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import {
  Carousel,
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '../../components/carousel/carousel';
import { Skeleton, SkeletonText } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** A hero slide (spec 3, Slider item). */
export interface HeroSlide {
  id: number;
  image: string;
  image_mobile_thumbnail?: string | null;
  image_tablet_thumbnail?: string | null;
  image_laptop_thumbnail?: string | null;
  image_pc_thumbnail?: string | null;
  title: string;
  description?: string | null;
  button_link?: string | null;
  button_is_active?: boolean;
  button_name?: string | null;
}

/** Widest first: the browser takes the first `<source>` whose media matches (spec breakpoints). */
const SOURCES = [
  { key: 'image_pc_thumbnail', media: '(min-width: 1681px)' },
  { key: 'image_laptop_thumbnail', media: '(min-width: 1024px)' },
  { key: 'image_tablet_thumbnail', media: '(min-width: 568px)' },
] as const;

/** The four image sizes' proportions, per breakpoint (spec 2.3). */
const IMAGE_ASPECT = 'aspect-[43/40] sm:aspect-[16/10] lg:aspect-[64/27] xl:aspect-[168/62]';
/** The slide's text: under the image on phones, a card over it from 568 px. */
const CAPTION =
  'bg-surface/95 text-surface-foreground flex flex-col items-start gap-4 p-6 sm:absolute sm:bottom-8 sm:left-8 sm:max-w-md sm:rounded-lg sm:shadow-md md:max-w-lg md:p-8 lg:bottom-12 lg:left-12';

export interface HeroSliderProps extends Omit<ComponentProps<'section'>, 'dir'> {
  slides: readonly HeroSlide[];
  autoplayMs?: number;
  /** Starts with autoplay paused (stories). */
  defaultPaused?: boolean;
  /** The slides are on their way: the frame of the first one, at its final size. */
  loading?: boolean;
  LinkComponent?: LinkComponent;
}

/** The home hero (spec 2.3): infinite, autoplay every 6 s, responsive images per breakpoint. */
export function HeroSlider({
  slides,
  autoplayMs = HERO_AUTOPLAY_MS,
  defaultPaused,
  loading,
  LinkComponent = PlainLink,
  className,
  ...props
}: HeroSliderProps) {
  const { t } = useTranslation('ui');
  if (loading) {
    return (
      <section
        aria-busy="true"
        aria-label={t('catalogue.hero.label')}
        className={cn('max-w-content mx-auto w-full', className)}
        {...props}
      >
        <div className="relative overflow-hidden rounded-xl max-sm:flex max-sm:flex-col">
          <Skeleton className={cn(IMAGE_ASPECT, 'rounded-none')} />
          <div className={cn(CAPTION, 'w-full')} aria-hidden="true">
            <SkeletonText lines={2} lineClassName="h-8" className="w-full" />
            <SkeletonText lines={2} className="w-full" />
            <Skeleton className="h-12 w-44" />
          </div>
        </div>
        {/* The row of dots and arrows. */}
        <div className="mt-4 h-11" />
      </section>
    );
  }
  if (slides.length === 0) return null;
  return (
    <Carousel
      loop
      autoplayMs={autoplayMs}
      defaultPaused={defaultPaused}
      aria-label={t('catalogue.hero.label')}
      className={cn('max-w-content mx-auto w-full', className)}
      {...props}
    >
      <CarouselContent>
        {slides.map((slide, index) => (
          <CarouselItem key={slide.id}>
            <div className="bg-muted relative overflow-hidden rounded-xl max-sm:flex max-sm:flex-col">
              <picture>
                {SOURCES.map(({ key, media }) => {
                  const src = slide[key];
                  return src ? <source key={key} media={media} srcSet={src} /> : null;
                })}
                <img
                  src={slide.image_mobile_thumbnail ?? slide.image}
                  alt=""
                  // The first slide is the page's largest paint: load it at once.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className={cn(IMAGE_ASPECT, 'w-full object-cover')}
                />
              </picture>
              <div className={CAPTION}>
                <h2 className="font-display text-display-md font-semibold text-balance">
                  {slide.title}
                </h2>
                {slide.description ? (
                  <p className="text-muted-foreground leading-relaxed">{slide.description}</p>
                ) : null}
                {slide.button_is_active && slide.button_link && slide.button_name ? (
                  <Button asChild size="lg">
                    <LinkComponent href={slide.button_link}>{slide.button_name}</LinkComponent>
                  </Button>
                ) : null}
              </div>
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-between gap-4 px-1">
        <CarouselDots />
        <div className="flex gap-2">
          <CarouselAutoplayToggle />
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </div>
    </Carousel>
  );
}
