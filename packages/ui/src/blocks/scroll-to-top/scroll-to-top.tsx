import { SCROLL_TOP_BUTTON_FROM_RATIO } from '@academy/machines';
import { ArrowUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWindowScroll, type WindowScroll } from '../../hooks/use-window-scroll';
import { cn } from '../../lib/cn';

/**
 * Shown once the page is scrolled SCROLL_TOP_BUTTON_FROM_RATIO (30 %) of the distance it can
 * scroll (spec 2.2, 9); never on a page that does not scroll.
 */
export function isScrollTopVisible({
  scrollY,
  pageHeight,
  viewportHeight,
}: Pick<WindowScroll, 'scrollY' | 'pageHeight' | 'viewportHeight'>): boolean {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 && scrollY / scrollable >= SCROLL_TOP_BUTTON_FROM_RATIO;
}

/** Whether the scroll-to-top button should show, following the window. */
export function useScrollTopVisible(enabled = true): boolean {
  const scroll = useWindowScroll(enabled);
  return scroll !== null && isScrollTopVisible(scroll);
}

const FIRST_FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

export interface ScrollToTopProps {
  /** Forces the state (stories, tests); left out, the window's scroll decides. */
  visible?: boolean;
  className?: string;
}

/** The floating "back to top" button; smooth unless the reader prefers reduced motion. */
export function ScrollToTop({ visible, className }: ScrollToTopProps) {
  const { t } = useTranslation('ui');
  const followed = useScrollTopVisible(visible === undefined);
  if (!(visible ?? followed)) return null;

  const scrollTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // The button goes once the page is up: focus goes up with the reader (the page's first
    // link, its skip link or logo), not back to the page's end with the vanished button.
    const first = [...document.querySelectorAll<HTMLElement>(FIRST_FOCUSABLE)].find(
      (element) => element.checkVisibility?.() ?? true,
    );
    first?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      data-slot="scroll-to-top"
      onClick={scrollTop}
      aria-label={t('shell.scrollTop.label')}
      className={cn(
        'bg-surface text-primary hover:bg-primary hover:text-primary-foreground fixed right-5 bottom-5 z-30 inline-flex size-12 cursor-pointer items-center justify-center rounded-full border shadow-md transition-[background-color,color,translate] duration-300 md:right-8 md:bottom-8',
        'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none starting:translate-y-3',
        className,
      )}
    >
      <ArrowUpIcon className="size-5" aria-hidden="true" />
    </button>
  );
}
