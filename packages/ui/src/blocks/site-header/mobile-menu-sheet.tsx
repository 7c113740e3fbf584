import { LockIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLogo } from '../site-logo/site-logo';
import { AccountLinks, CartLink, ThemeToggle } from './header-parts';
import { LanguageList } from './language-menu';

import type { MobileMenuProps } from './mobile-menu';

const sheetLinkClass =
  'font-display text-foreground hover:text-primary focus-visible:outline-ring flex items-center justify-between rounded-md py-3 text-2xl font-medium transition-colors focus-visible:outline-2 aria-[current=page]:text-primary';

/**
 * The menu's sheet: a Radix Dialog sliding in from the right, so focus is trapped inside, Escape
 * closes it and focus returns to the burger (`burger`). A file of its own, loaded at the burger's
 * first press (mobile-menu.tsx).
 */
export default function MobileMenuSheet({
  burger,
  ...props
}: MobileMenuProps & { burger: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('ui');
  const { LinkComponent, shopAccess } = props;
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="mobile-menu-overlay"
          className="bg-overlay fixed inset-0 z-50 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0"
        />
        <DialogPrimitive.Content
          data-slot="mobile-menu"
          aria-describedby={undefined}
          // No Radix trigger (the burger is drawn before this loads): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            burger.current?.focus();
          }}
          // Following any link of the sheet closes it (a router link does not reload the page).
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a'))
              props.onOpenChange(false);
          }}
          className="bg-surface text-surface-foreground pointer-events-auto fixed inset-y-0 right-0 z-50 flex w-[min(24rem,calc(100%-2.5rem))] flex-col overflow-y-auto border-l shadow-lg transition-transform duration-300 ease-out motion-reduce:transition-none starting:translate-x-full"
        >
          <div className="flex items-center justify-between gap-4 border-b px-6 py-4">
            <DialogPrimitive.Title className="sr-only">
              {t('shell.header.menuTitle')}
            </DialogPrimitive.Title>
            <SiteLogo href={props.homeHref} LinkComponent={LinkComponent} showTagline={false} />
            <DialogPrimitive.Close className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring inline-flex size-10 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2">
              <XIcon className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('dialog.close')}</span>
            </DialogPrimitive.Close>
          </div>

          <nav aria-label={t('shell.nav.label')} className="px-6 py-4">
            <ul className="divide-border divide-y">
              {props.items.map((item) =>
                item.id === 'shop' && shopAccess.locked ? (
                  <li key={item.id} className="py-3" data-slot="nav-locked">
                    <span className="font-display text-muted-foreground flex items-center gap-2 text-2xl font-medium">
                      {t(`shell.nav.${item.id}`)}
                      <LockIcon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="text-muted-foreground mt-0.5 block text-sm">
                      {t(`flows:${shopAccess.tooltipKey ?? 'shopAccess.registeredOnly'}`)}
                    </span>
                  </li>
                ) : (
                  <li key={item.id}>
                    <LinkComponent
                      href={item.href}
                      aria-current={item.id === props.currentId ? 'page' : undefined}
                      className={sheetLinkClass}
                    >
                      {t(`shell.nav.${item.id}`)}
                    </LinkComponent>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="mt-auto flex flex-col gap-5 border-t px-6 py-6">
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <AccountLinks
                  user={props.user}
                  loginHref={props.loginHref}
                  registrationHref={props.registrationHref}
                  LinkComponent={LinkComponent}
                  stacked
                />
              </div>
              {props.user && props.cart ? (
                <CartLink cart={props.cart} LinkComponent={LinkComponent} />
              ) : null}
            </div>
            <div className="flex items-center gap-3">
              <LanguageList
                className="flex-1"
                language={props.language}
                languageHrefs={props.languageHrefs}
                LinkComponent={LinkComponent}
              />
              <ThemeToggle
                dark={props.dark}
                onDarkChange={props.onDarkChange}
                className="bg-muted"
              />
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
