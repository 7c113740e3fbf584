import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { useCarousel } from './carousel-context';

const AUTOPLAY_TOGGLE_SLOT = 'carousel-autoplay-toggle';
export const isAutoplayToggle = (element: EventTarget) =>
  element instanceof Element && element.closest(`[data-slot="${AUTOPLAY_TOGGLE_SLOT}"]`) !== null;

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
