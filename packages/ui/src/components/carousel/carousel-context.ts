import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { createContext, useContext } from 'react';

export type CarouselApi = UseEmblaCarouselType[1];

export interface CarouselContextValue {
  /** The track's viewport element, for the engine. */
  carouselRef: (viewport: HTMLElement | null) => void;
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

/** What the carousel's parts (track, slides, arrows, dots, pause/play) share with its root. */
export const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel() {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}
