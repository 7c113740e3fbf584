import {
  ABOUT_COLLAPSE_THRESHOLD_PX,
  type AboutCollapseActorRef,
  type AboutCollapseState,
  selectAboutCollapse,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { cva } from 'class-variance-authority';
import { ChevronDownIcon } from 'lucide-react';
import {
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';

/**
 * The text's box per machine state: clipped to the threshold with a soft fade while collapsed,
 * opening in 50 ms, closing in 400 ms (ABOUT_EXPAND_MS / ABOUT_COLLAPSE_MS, spec 9).
 */
export const aboutCollapseVariants = cva('overflow-hidden transition-[max-height] ease-in-out', {
  variants: {
    state: {
      measuring: '',
      static: '',
      collapsed: 'mask-b-from-55% mask-b-to-100%',
      expanding: 'duration-[50ms]',
      expanded: '',
      collapsing: 'mask-b-from-55% mask-b-to-100% duration-[400ms]',
    } satisfies Record<AboutCollapseState, string>,
  },
});

export interface AboutCollapseProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The about page's collapse actor (`aboutCollapseMachine`). */
  actor: AboutCollapseActorRef;
  /** The mission text. */
  children: ReactNode;
}

/** The text's height, from the first frame on: a hook so the view only draws. */
function useMeasuredHeight(onHeight: (height: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const report = useRef(onHeight);
  report.current = onHeight;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const height = Math.ceil(element.scrollHeight);
      // A hidden text (display: none) measures 0: that says nothing about its real height.
      if (height > 0) report.current(height);
    };
    measure();
    // A resize or a language change re-measures: the machine drops or restores the toggle.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

function maxHeightFor(state: AboutCollapseState, height: number | null): CSSProperties {
  if (state === 'collapsed' || state === 'collapsing') {
    return { maxHeight: ABOUT_COLLAPSE_THRESHOLD_PX };
  }
  if ((state === 'expanding' || state === 'expanded') && height !== null) {
    return { maxHeight: height };
  }
  return {};
}

/** The about page's mission text: taller than 300 px, it folds behind 'show more' (spec 2.6). */
export function AboutCollapse({ actor, children, className, ...props }: AboutCollapseProps) {
  const { t } = useTranslation('ui');
  const { state, hasToggle, isExpanded } = useSelector(actor, selectAboutCollapse);
  const height = useSelector(actor, (snapshot) => snapshot.context.height);
  const contentId = useId();
  const textRef = useMeasuredHeight((measured) =>
    actor.send({ type: 'content.measure', height: measured }),
  );

  return (
    <div
      data-slot="about-collapse"
      data-state={state}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div
        id={contentId}
        data-slot="about-collapse-content"
        className={aboutCollapseVariants({ state })}
        style={maxHeightFor(state, height)}
      >
        <div ref={textRef} className="text-foreground/90 leading-relaxed">
          {children}
        </div>
      </div>
      {hasToggle ? (
        <Button
          variant="link"
          className="self-start"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => actor.send({ type: 'collapse.toggle' })}
        >
          {isExpanded ? t('content.about.showLess') : t('content.about.showMore')}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('transition-transform duration-200', isExpanded && 'rotate-180')}
          />
        </Button>
      ) : null}
    </div>
  );
}
