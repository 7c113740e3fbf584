import { LANGUAGES, type Language } from '@academy/contract/languages';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';
import { LANGUAGE_NAMES } from './site-nav';

interface LanguageLinksProps {
  language: Language;
  /** The same route in each language, built by the app. */
  languageHrefs: Record<Language, string>;
  LinkComponent: LinkComponent;
}

/** Attributes every language link carries: its target language and whether it is the current one. */
function languageLinkProps(code: Language, props: LanguageLinksProps) {
  return {
    href: props.languageHrefs[code],
    hrefLang: code,
    lang: code,
    'aria-current': code === props.language ? ('true' as const) : undefined,
  };
}

/** Closes the disclosure, and puts the focus back on its trigger when asked. */
function closeDisclosure(element: HTMLDetailsElement | null, focusTrigger: boolean) {
  if (!element) return;
  element.open = false;
  if (focusTrigger) element.querySelector('summary')?.focus();
}

/**
 * The header's compact language selector: a native disclosure (`<details>`) of links (RO, RU, EN,
 * FR, ES), so that it opens and its links go before the page's scripts have run (a slow phone
 * hydrates seconds after the first paint), and no menu library loads with every page. Once
 * hydrated it closes on Escape (focus back on its trigger), on a click outside and on a choice.
 */
export function LanguageMenu({
  onOpenChange,
  ...props
}: LanguageLinksProps & { onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation('ui');
  const { language, LinkComponent } = props;
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = (focusTrigger: boolean) => closeDisclosure(details.current, focusTrigger);
  // Opened before the hydration: the toggle event was missed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the hydration
  useEffect(() => {
    if (details.current?.open) {
      setOpen(true);
      onOpenChange?.(true);
    }
  }, []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) closeDisclosure(details.current, false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <details
      ref={details}
      data-slot="language-menu"
      className="group/language relative"
      onToggle={(event) => {
        const next = event.currentTarget.open;
        setOpen(next);
        onOpenChange?.(next);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        event.preventDefault();
        close(true);
      }}
    >
      <summary
        data-slot="language-menu-trigger"
        aria-label={t('shell.header.language', { language: language.toUpperCase() })}
        className="text-foreground hover:bg-muted focus-visible:outline-ring group-open/language:bg-muted inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-semibold tracking-wide uppercase transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon className="text-muted-foreground size-4" aria-hidden="true" />
        {language.toUpperCase()}
        <ChevronDownIcon className="text-muted-foreground size-3.5" aria-hidden="true" />
      </summary>
      <ul
        aria-label={t('shell.header.languageList')}
        className="bg-surface text-surface-foreground absolute top-full right-0 z-50 mt-2 min-w-44 rounded-lg border p-1.5 shadow-md"
      >
        {LANGUAGES.map((code) => (
          <li key={code}>
            <LinkComponent
              {...languageLinkProps(code, props)}
              onClick={() => close(false)}
              className="hover:bg-muted focus-visible:bg-muted flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none aria-[current=true]:font-semibold"
            >
              <span className="text-muted-foreground w-6 text-xs font-semibold tracking-wide">
                {code.toUpperCase()}
              </span>
              <span className="flex-1">{LANGUAGE_NAMES[code]}</span>
              {code === language ? (
                <CheckIcon className="text-primary size-4" aria-hidden="true" />
              ) : null}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The same choice as a segmented row of links, for the mobile sheet. */
export function LanguageList({ className, ...props }: LanguageLinksProps & { className?: string }) {
  const { t } = useTranslation('ui');
  const { LinkComponent } = props;
  return (
    <nav aria-label={t('shell.header.languageList')} className={className}>
      <ul className="bg-muted flex gap-1 rounded-full p-1">
        {LANGUAGES.map((code) => (
          <li key={code} className="flex-1">
            <LinkComponent
              {...languageLinkProps(code, props)}
              className={cn(
                'text-muted-foreground hover:text-foreground focus-visible:outline-ring flex h-9 items-center justify-center rounded-full text-sm font-semibold tracking-wide uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-1',
                'aria-[current=true]:bg-surface aria-[current=true]:text-foreground aria-[current=true]:shadow-sm',
              )}
            >
              {code.toUpperCase()}
              <span className="sr-only"> {LANGUAGE_NAMES[code]}</span>
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}
