import { type ComponentProps, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { SiteLogo } from '../site-logo/site-logo';
import { AccountLinks, CartLink, NavEntry, ThemeToggle } from './header-parts';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import type { SiteNavContent } from './site-nav';
import { useHideOnScroll } from './use-hide-on-scroll';

export interface SiteHeaderProps
  extends Omit<ComponentProps<'header'>, 'children' | 'ref'>,
    SiteNavContent {
  LinkComponent?: LinkComponent;
  /** Hide on scroll down, return on scroll up (spec 2.2). On by default. */
  hideOnScroll?: boolean;
  /** The mobile menu sheet, controlled or not. */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The site header (spec 2.2): logo, main links with the shop lock, language, night style, cart and
 * account; a burger with a side sheet below lg. Sticky; slides away on scroll down
 * (`data-state="hidden"`) unless focus is inside or a menu is open.
 */
export function SiteHeader({
  homeHref,
  items,
  currentId,
  shopAccess,
  user,
  cart,
  loginHref,
  registrationHref,
  dark,
  onDarkChange,
  language,
  languageHrefs,
  LinkComponent = PlainLink,
  hideOnScroll = true,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  className,
  ...props
}: SiteHeaderProps) {
  const { t } = useTranslation('ui');
  const [ownMenuOpen, setOwnMenuOpen] = useState(defaultMenuOpen);
  const [languageMenuOpen, setLanguageMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const focusInside = useFocusWithin(headerRef);
  const sheetOpen = menuOpen ?? ownMenuOpen;
  const setSheetOpen = (open: boolean) => {
    if (menuOpen === undefined) setOwnMenuOpen(open);
    onMenuOpenChange?.(open);
  };
  const visibility = useHideOnScroll({
    enabled: hideOnScroll,
    pinned: focusInside || sheetOpen || languageMenuOpen,
  });
  const languageProps = { language, languageHrefs, LinkComponent };

  return (
    <header
      data-slot="site-header"
      data-state={visibility}
      ref={headerRef}
      className={cn(
        'bg-background/85 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur-md',
        'transition-transform duration-300 ease-out data-[state=hidden]:-translate-y-full motion-reduce:transition-none',
        className,
      )}
      {...props}
    >
      <div className="max-w-content px-gutter mx-auto flex h-18 items-center gap-4 lg:max-[1279px]:gap-3 xl:gap-6">
        {/*
          Between 1024 and 1279 px the full row (six sections, the account links) is tight in
          every language: the wordmark gives way to the mark (still the link's name).
        */}
        <SiteLogo
          href={homeHref}
          LinkComponent={LinkComponent}
          className="lg:max-[1279px]:[&_[data-slot=site-logo-text]]:sr-only"
        />

        <nav aria-label={t('shell.nav.label')} className="mx-auto max-lg:hidden">
          <ul className="flex items-center gap-0.5 xl:gap-2">
            {items.map((item) => (
              <li key={item.id}>
                <NavEntry
                  item={item}
                  current={item.id === currentId}
                  shopAccess={shopAccess}
                  LinkComponent={LinkComponent}
                />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 max-lg:ml-auto">
          <div className="flex items-center gap-1 max-lg:hidden">
            <LanguageMenu {...languageProps} onOpenChange={setLanguageMenuOpen} />
            <ThemeToggle dark={dark} onDarkChange={onDarkChange} />
          </div>
          {user && cart ? <CartLink cart={cart} LinkComponent={LinkComponent} /> : null}
          <div className="ml-2 max-lg:hidden">
            <AccountLinks
              user={user}
              loginHref={loginHref}
              registrationHref={registrationHref}
              LinkComponent={LinkComponent}
            />
          </div>
          <MobileMenu
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            homeHref={homeHref}
            items={items}
            currentId={currentId}
            shopAccess={shopAccess}
            user={user}
            cart={cart}
            loginHref={loginHref}
            registrationHref={registrationHref}
            dark={dark}
            onDarkChange={onDarkChange}
            {...languageProps}
          />
        </div>
      </div>
    </header>
  );
}

/** Whether keyboard or pointer focus is inside the element (native focusin/focusout). */
function useFocusWithin(ref: RefObject<HTMLElement | null>) {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onFocusIn = () => setInside(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) {
        setInside(false);
      }
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
  return inside;
}
