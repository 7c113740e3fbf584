import { cva, type VariantProps } from 'class-variance-authority';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import {
  Children,
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

interface CarouselContextValue {
  carouselRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedSnap: number;
  snapCount: number;
  /** Autoplay is configured (an `autoplayMs` was given). */
  hasAutoplay: boolean;
  /** The user's choice with the pause/play button. */
  isPlaying: boolean;
  togglePlaying: () => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel() {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}

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
  // Built once per delay: embla re-initialises whenever the plugin list changes.
  const plugins = useMemo(
    () =>
      autoplayMs === undefined
        ? []
        : [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              // A press on the slides stops it; whether it goes on after is decided below. With
              // `false` the plugin restarted itself when any press ended: pressing a card's button
              // set a paused carousel moving again one delay later.
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [autoplayMs],
  );
  const [carouselRef, api] = useEmblaCarousel(
    { ...opts, loop, slidesToScroll, align: opts?.align ?? 'start' },
    plugins,
  );
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
    carouselRef,
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
      </section>
    </CarouselContext>
  );
}

const AUTOPLAY_TOGGLE_SLOT = 'carousel-autoplay-toggle';
const isAutoplayToggle = (element: EventTarget) =>
  element instanceof Element && element.closest(`[data-slot="${AUTOPLAY_TOGGLE_SLOT}"]`) !== null;

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

const arrowClasses = 'bg-surface/90 shadow-sm backdrop-blur-sm disabled:opacity-40';

/** Previous and next: the same outlined icon button, each bound to its direction. */
const ARROWS = {
  previous: { Icon: ArrowLeftIcon, label: 'catalogue.carousel.previous' },
  next: { Icon: ArrowRightIcon, label: 'catalogue.carousel.next' },
} as const;

function CarouselArrow({
  direction,
  className,
  ...props
}: ComponentProps<typeof Button> & { direction: keyof typeof ARROWS }) {
  const { t } = useTranslation('ui');
  const { scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel();
  const { Icon, label } = ARROWS[direction];
  const previous = direction === 'previous';
  return (
    <Button
      data-slot={`carousel-${direction}`}
      variant="outline"
      size="icon"
      aria-label={t(label)}
      disabled={previous ? !canScrollPrev : !canScrollNext}
      onClick={previous ? scrollPrev : scrollNext}
      className={cn(arrowClasses, className)}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

export function CarouselPrevious(props: ComponentProps<typeof Button>) {
  return <CarouselArrow direction="previous" {...props} />;
}

export function CarouselNext(props: ComponentProps<typeof Button>) {
  return <CarouselArrow direction="next" {...props} />;
}

/** One button per scroll position; the current one is marked with aria-current. */
export function CarouselDots({ className, ...props }: ComponentProps<'div'>) {
  const { t } = useTranslation('ui');
  const { snapCount, selectedSnap, scrollTo } = useCarousel();
  if (snapCount < 2) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields
    <div
      role="group"
      data-slot="carousel-dots"
      aria-label={t('catalogue.carousel.dots')}
      className={cn('flex items-center justify-center gap-1', className)}
      {...props}
    >
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the positions are the identity here
          key={index}
          type="button"
          aria-label={t('catalogue.carousel.goTo', { index: index + 1 })}
          aria-current={index === selectedSnap ? 'true' : undefined}
          onClick={() => scrollTo(index)}
          className="group focus-visible:outline-ring flex size-6 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2"
        >
          <span
            aria-hidden="true"
            className="bg-input group-hover:bg-primary/70 group-aria-current:bg-primary h-2 w-2 rounded-full transition-all duration-300 group-aria-current:w-5"
          />
        </button>
      ))}
    </div>
  );
}

/** Pause/play for autoplay (WCAG 2.2.2); renders nothing for a carousel without autoplay. */
export function CarouselAutoplayToggle({ className, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation('ui');
  const { hasAutoplay, isPlaying, togglePlaying } = useCarousel();
  if (!hasAutoplay) return null;
  return (
    <Button
      data-slot={AUTOPLAY_TOGGLE_SLOT}
      data-state={isPlaying ? 'playing' : 'paused'}
      variant="outline"
      size="icon"
      aria-label={t(isPlaying ? 'catalogue.carousel.pause' : 'catalogue.carousel.play')}
      onClick={togglePlaying}
      className={cn(arrowClasses, className)}
      {...props}
    >
      {isPlaying ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
    </Button>
  );
}
