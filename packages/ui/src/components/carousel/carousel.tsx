import {
  type ComponentProps,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type CarouselApi, CarouselContext, type CarouselContextValue } from './carousel-context';
import { isAutoplayToggle } from './carousel-controls';
import type { CarouselOptions } from './carousel-engine';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export { type CarouselApi, useCarousel } from './carousel-context';
export {
  CarouselAutoplayToggle,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
} from './carousel-controls';
export {
  CarouselContent,
  CarouselItem,
  type CarouselItemProps,
  CarouselSkeleton,
  carouselItemVariants,
} from './carousel-slides';

/** Embla and its autoplay, loaded once a carousel is on the page (carousel-engine.tsx). */
const CarouselEngine = lazy(() => import('./carousel-engine'));

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'dir'> {
  /** Wraps around past the last slide. */
  loop?: boolean;
  /** How many slides one step of the arrows (and of autoplay) moves. */
  slidesToScroll?: number;
  /** Other embla options; `loop` and `slidesToScroll` win over the same keys here. */
  opts?: CarouselOptions;
  /** Moves to the next slide every this many ms; omit for no autoplay. */
  autoplayMs?: number;
  /** Starts with autoplay paused (stories, or a page that prefers to ask first). */
  defaultPaused?: boolean;
  /** Receives the embla API once it exists. */
  setApi?: (api: CarouselApi) => void;
}

/**
 * An accessible embla carousel (shadcn/ui shape): a labelled region with the "carousel" role
 * description, slides as groups labelled "n of m", arrow keys, and autoplay that pauses on hover,
 * on focus and under reduced motion, with a pause/play button (WCAG 2.2.2).
 */
export function Carousel({
  loop = false,
  slidesToScroll = 1,
  opts,
  autoplayMs,
  defaultPaused = false,
  setApi,
  className,
  children,
  'aria-label': ariaLabel,
  ...props
}: CarouselProps) {
  const { t } = useTranslation('ui');
  const reducedMotion = usePrefersReducedMotion();
  const hasAutoplay = autoplayMs !== undefined;
  // The track's element, once in the page: the engine loads then, and runs on it.
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setEngineApi] = useState<CarouselApi>();
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);
  const [selectedSnap, setSelectedSnap] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [isPlaying, setIsPlaying] = useState(!defaultPaused);
  // Reduced motion turns autoplay off; the pause/play button can still turn it on on purpose.
  useEffect(() => {
    if (reducedMotion) setIsPlaying(false);
  }, [reducedMotion]);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  const onSelect = useCallback((current: CarouselApi) => {
    if (!current) return;
    setCanScrollPrev(current.canScrollPrev());
    setCanScrollNext(current.canScrollNext());
    setSelectedSnap(current.selectedScrollSnap());
    setSnapCount(current.scrollSnapList().length);
  }, []);

  // Moving from the first scroll frame until embla says the slides are at rest: `data-moving`
  // tells a screenshot or a test when the picture is final. A re-initialisation (a resize) ends
  // the running animation without a settle event and starts again at rest, so it stops it too.
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!api) return;
    const start = () => setMoving(true);
    const stop = () => setMoving(false);
    api.on('scroll', start).on('settle', stop).on('reInit', stop);
    return () => {
      api.off('scroll', start).off('settle', stop).off('reInit', stop);
    };
  }, [api]);

  // The track moves by transform; the clipped viewport itself must never scroll. The browser
  // scrolls it anyway to reveal what gets focus beyond its edge (a screen reader's cursor, a
  // focus ring), which would leave every slide off its snap, so any such scroll is put back.
  useEffect(() => {
    const viewport = api?.rootNode();
    if (!viewport) return;
    const unscroll = () => {
      if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
    };
    viewport.addEventListener('scroll', unscroll, { passive: true });
    return () => viewport.removeEventListener('scroll', unscroll);
  }, [api]);

  useEffect(() => {
    if (!api) return;
    setApi?.(api);
    onSelect(api);
    api.on('reInit', onSelect).on('select', onSelect);
    return () => {
      api.off('reInit', onSelect).off('select', onSelect);
    };
  }, [api, onSelect, setApi]);

  // Autoplay runs only while chosen, not hovered and with no focus on a slide or an arrow.
  const shouldPlay = hasAutoplay && isPlaying && !isHovered && !hasFocus;
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    // Nothing to rotate (one slide, or no layout yet) is also where embla's timer would throw.
    const apply = () => (shouldPlay && snapCount > 1 ? autoplay.play() : autoplay.stop());
    apply();
    // After a press on the slides, which stopped it, the same rule.
    api.on('pointerUp', apply);
    return () => {
      api.off('pointerUp', apply);
    };
  }, [api, shouldPlay, snapCount]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  const value: CarouselContextValue = {
    carouselRef: setViewport,
    api,
    scrollPrev,
    scrollNext,
    scrollTo,
    canScrollPrev,
    canScrollNext,
    selectedSnap,
    snapCount,
    hasAutoplay,
    isPlaying,
    togglePlaying: () => setIsPlaying((playing) => !playing),
  };

  return (
    <CarouselContext value={value}>
      <section
        data-slot="carousel"
        data-state={shouldPlay ? 'playing' : 'paused'}
        data-moving={moving || undefined}
        aria-roledescription={t('catalogue.carousel.roleDescription')}
        aria-label={ariaLabel ?? t('catalogue.carousel.label')}
        onKeyDownCapture={onKeyDownCapture}
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        // Focus on the pause/play button itself does not pause, or "play" could never start.
        onFocus={(event) => setHasFocus(!isAutoplayToggle(event.target))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
        }}
        className={cn('relative', className)}
        {...props}
      >
        {children}
        {viewport ? (
          <Suspense fallback={null}>
            <CarouselEngine
              viewport={viewport}
              options={{ ...opts, loop, slidesToScroll, align: opts?.align ?? 'start' }}
              autoplayMs={autoplayMs}
              onApi={setEngineApi}
            />
          </Suspense>
        ) : null}
      </section>
    </CarouselContext>
  );
}
