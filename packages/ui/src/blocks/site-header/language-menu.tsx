import { LANGUAGES, type Language } from '@academy/contract/languages';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
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

/** The header's compact language selector: a Radix menu of links (RO, RU, EN, FR, ES). */
export function LanguageMenu({
  open,
  onOpenChange,
  ...props
}: LanguageLinksProps & { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation('ui');
  const { language, LinkComponent } = props;
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        data-slot="language-menu-trigger"
        aria-label={t('shell.header.language', { language: language.toUpperCase() })}
        className="text-foreground hover:bg-muted focus-visible:outline-ring data-[state=open]:bg-muted inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold tracking-wide uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <GlobeIcon className="text-muted-foreground size-4" aria-hidden="true" />
        {language.toUpperCase()}
        <ChevronDownIcon className="text-muted-foreground size-3.5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="language-menu"
          align="end"
          sideOffset={8}
          aria-label={t('shell.header.languageList')}
          className="bg-surface text-surface-foreground z-50 min-w-44 rounded-lg border p-1.5 shadow-md"
        >
          {LANGUAGES.map((code) => (
            <DropdownMenu.Item key={code} asChild>
              <LinkComponent
                {...languageLinkProps(code, props)}
                className="data-[highlighted]:bg-muted flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none aria-[current=true]:font-semibold"
              >
                <span className="text-muted-foreground w-6 text-xs font-semibold tracking-wide">
                  {code.toUpperCase()}
                </span>
                <span className="flex-1">{LANGUAGE_NAMES[code]}</span>
                {code === language ? (
                  <CheckIcon className="text-primary size-4" aria-hidden="true" />
                ) : null}
              </LinkComponent>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
