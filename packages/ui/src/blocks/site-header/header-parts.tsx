import type { ShopAccess } from '@academy/machines';
import { LockIcon, MoonIcon, ShoppingBagIcon, SunIcon, UserRoundIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';
import type { SiteCart, SiteNavItem, SiteUser } from './site-nav';

export const navLinkClass = [
  'text-foreground/80 hover:text-foreground relative inline-flex items-center gap-1.5 rounded-md px-2 py-2 min-[1280px]:px-2.5 text-[0.9375rem] font-medium whitespace-nowrap transition-colors xl:px-3',
  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
  'aria-[current=page]:text-primary after:bg-primary after:absolute after:inset-x-2 after:bottom-0.5 min-[1280px]:after:inset-x-2.5 after:h-px after:origin-left after:scale-x-0 after:transition-transform hover:after:scale-x-100 aria-[current=page]:after:scale-x-100 motion-reduce:after:transition-none xl:after:inset-x-3',
].join(' ');

/**
 * One entry of the main navigation. The shop entry, when locked (spec 2.2), is a focusable
 * non-link with a lock whose tooltip says why; the reason is also its accessible description.
 */
export function NavEntry({
  item,
  current,
  shopAccess,
  LinkComponent,
  className,
}: {
  item: SiteNavItem;
  current: boolean;
  shopAccess: ShopAccess;
  LinkComponent: LinkComponent;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const label = t(`shell.nav.${item.id}`);
  if (item.id === 'shop' && shopAccess.locked) {
    return (
      <LockedNavEntry
        label={label}
        reason={t(`flows:${shopAccess.tooltipKey ?? 'shopAccess.registeredOnly'}`)}
        className={className}
      />
    );
  }
  return (
    <LinkComponent
      href={item.href}
      aria-current={current ? 'page' : undefined}
      className={cn(navLinkClass, className)}
    >
      {label}
    </LinkComponent>
  );
}

/** How long a pointer rests on the locked entry before its reason shows (as the kit's tooltips). */
const HOVER_DELAY_MS = 200;

/**
 * A disabled-with-a-reason entry: a `<button aria-disabled>` (not `disabled`, so it stays in
 * the Tab order) whose reason shows on hover and on keyboard focus, and also on click, tap, Enter
 * or Space, because touch has no hover. While shown the reason is the button's accessible
 * description; Escape, blur or a press outside hides it. It never navigates. Drawn by the header
 * itself, under the entry, not by the tooltip library (with its positioning engine, about 10 KB
 * gzip that every page's first load carried for this one reason; issue 29).
 */
function LockedNavEntry({
  label,
  reason,
  className,
}: {
  label: string;
  reason: string;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reasonId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(hover.current), []);
  return (
    <span
      ref={root}
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hover.current = setTimeout(() => setOpen(true), HOVER_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(hover.current);
        setOpen(false);
      }}
    >
      <button
        type="button"
        data-slot="nav-locked"
        data-state={open ? 'open' : 'closed'}
        aria-disabled="true"
        aria-describedby={open ? reasonId : undefined}
        // A press shows the reason (touch has no hover) without moving focus, as before.
        onPointerDown={(event) => event.preventDefault()}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={cn(navLinkClass, 'text-muted-foreground cursor-not-allowed', className)}
      >
        {label}
        <LockIcon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">({t('shell.nav.locked')})</span>
      </button>
      {open ? (
        <span
          role="tooltip"
          id={reasonId}
          data-slot="tooltip-content"
          className="bg-foreground text-background absolute top-full left-1/2 z-50 mt-[11px] w-max max-w-xs -translate-x-1/2 rounded-md px-3 py-1.5 text-sm shadow-md"
        >
          {reason}
          <span
            aria-hidden="true"
            className="bg-foreground absolute -top-[3.5px] left-1/2 size-[7px] -translate-x-1/2 rotate-45"
          />
        </span>
      ) : null}
    </span>
  );
}

/** Night style on or off (spec 4, Dark mode); a toggle button, so its state is `aria-pressed`. */
export function ThemeToggle({
  dark,
  onDarkChange,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick'> & {
  dark: boolean;
  onDarkChange: (dark: boolean) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Button
      variant="ghost"
      size="icon"
      data-slot="theme-toggle"
      aria-pressed={dark}
      aria-label={t('shell.header.darkMode')}
      onClick={() => onDarkChange(!dark)}
      className={cn('size-10', className)}
      {...props}
    >
      {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}

/** The cart icon with its count, shown to logged-in users only (spec 2.2). */
export function CartLink({
  cart,
  LinkComponent,
}: {
  cart: SiteCart;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  return (
    <LinkComponent
      href={cart.href}
      data-slot="cart-link"
      aria-label={t('shell.header.cart', { count: cart.count })}
      className="text-foreground hover:bg-muted focus-visible:outline-ring relative inline-flex size-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <ShoppingBagIcon className="size-5" aria-hidden="true" />
      {cart.count > 0 ? (
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground ring-background absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[0.6875rem] leading-none font-semibold tabular-nums ring-2"
        >
          {cart.count > 99 ? '99+' : cart.count}
        </span>
      ) : null}
    </LinkComponent>
  );
}

/** The user's name linking to the personal area, or the login and registration links. */
export function AccountLinks({
  user,
  loginHref,
  registrationHref,
  LinkComponent,
  stacked = false,
}: {
  user: SiteUser | null;
  loginHref: string;
  registrationHref: string;
  LinkComponent: LinkComponent;
  /** Full-width buttons, one under the other (mobile sheet). */
  stacked?: boolean;
}) {
  const { t } = useTranslation('ui');
  if (user) {
    return (
      <LinkComponent
        href={user.href}
        data-slot="account-link"
        aria-label={t('shell.header.account', { name: user.name })}
        className={cn(
          'border-border hover:border-primary hover:text-primary focus-visible:outline-ring inline-flex h-10 max-w-48 items-center gap-2 rounded-full border py-1 pr-4 pl-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
          stacked && 'w-full max-w-none',
        )}
      >
        <span className="bg-secondary text-secondary-foreground inline-flex size-8 shrink-0 items-center justify-center rounded-full">
          <UserRoundIcon className="size-4" aria-hidden="true" />
        </span>
        <span className="truncate">{user.name}</span>
      </LinkComponent>
    );
  }
  return (
    <div className={cn('flex items-center gap-2', stacked && 'flex-col items-stretch gap-3')}>
      <Button asChild variant={stacked ? 'outline' : 'ghost'} size={stacked ? 'md' : 'sm'}>
        <LinkComponent href={loginHref}>{t('shell.nav.login')}</LinkComponent>
      </Button>
      <Button
        asChild
        size={stacked ? 'md' : 'sm'}
        className={stacked ? undefined : 'rounded-full px-4'}
      >
        <LinkComponent href={registrationHref}>{t('shell.nav.registration')}</LinkComponent>
      </Button>
    </div>
  );
}
