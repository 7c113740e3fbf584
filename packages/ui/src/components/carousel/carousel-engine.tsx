import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';
import type { CarouselApi } from './carousel-context';

export type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * The carousel's engine (embla, and its autoplay when asked), a part of its own that the carousel
 * loads once it is on the page (issue 29): the server draws the slides, the first shows from the
 * first paint, and the engine (about 7 KB gzip) is no part of a page's first load. Draws nothing;
 * runs embla on `viewport` and hands its API up.
 */
export default function CarouselEngine({
  viewport,
  options,
  autoplayMs,
  onApi,
}: {
  viewport: HTMLElement;
  options: CarouselOptions;
  autoplayMs: number | undefined;
  onApi: (api: CarouselApi) => void;
}) {
  // Built once per delay: embla re-initialises whenever the plugin list changes.
  const plugins = useMemo(
    () =>
      autoplayMs === undefined
        ? []
        : [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              // A press on the slides stops it; whether it goes on after is decided by the
              // carousel. With `false` the plugin restarted itself when any press ended: pressing
              // a card's button set a paused carousel moving again one delay later.
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ],
    [autoplayMs],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => onApi(api), [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
