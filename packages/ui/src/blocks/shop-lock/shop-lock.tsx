import type { ShopTooltipKey } from '@academy/machines';
import { cva } from 'class-variance-authority';
import {
  ArrowRightIcon,
  BadgePercentIcon,
  FlaskConicalIcon,
  LockKeyholeIcon,
  MapPinOffIcon,
  TruckIcon,
} from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface ShopLockProps extends Omit<ComponentProps<'section'>, 'title'> {
  /**
   * Why the shop is closed: `shopAccess(session).tooltipKey` (spec 5, Shop lock).
   * Not logged in: 'for registered users only'; otherwise: 'not available in your region'.
   */
  reason: ShopTooltipKey;
  loginHref: string;
  registrationHref: string;
  /** The courses, which stay open to everyone. */
  coursesHref: string;
  LinkComponent?: LinkComponent;
}

export const shopLockReasonVariants = cva(
  'inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium first-letter:uppercase',
  {
    variants: {
      reason: {
        'shopAccess.registeredOnly': 'bg-secondary text-secondary-foreground',
        'shopAccess.notInRegion': 'bg-muted text-foreground border',
      },
    },
  },
);

const PERKS = [
  { key: 'prices', Icon: BadgePercentIcon },
  { key: 'brands', Icon: FlaskConicalIcon },
  { key: 'delivery', Icon: TruckIcon },
] as const;

/**
 * The shop's place for someone it is closed to (spec 2.2, 5, 6): the spec's reason, what the shop
 * is, and a way on: log in or register for a visitor, the courses for the others.
 */
export function ShopLock({
  reason,
  loginHref,
  registrationHref,
  coursesHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: ShopLockProps) {
  const { t } = useTranslation(['ui', 'flows']);
  const titleId = useId();
  const visitor = reason === 'shopAccess.registeredOnly';
  const ReasonIcon = visitor ? LockKeyholeIcon : MapPinOffIcon;
  return (
    <section
      data-slot="shop-lock"
      data-state={visitor ? 'registeredOnly' : 'notInRegion'}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground px-gutter relative overflow-hidden rounded-xl border py-14 shadow-sm sm:py-20',
        className,
      )}
      {...props}
    >
      {/* Soft rings behind the lock: the friendly face of a closed door. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full border opacity-70 max-sm:hidden"
      >
        <span className="border-border absolute inset-10 rounded-full border border-dashed" />
        <span className="bg-secondary/60 absolute inset-20 rounded-full" />
      </div>
      <div className="relative mx-auto flex max-w-2xl flex-col items-center text-center">
        <span className="bg-primary text-primary-foreground mb-8 inline-flex size-16 items-center justify-center rounded-full shadow-md">
          <ReasonIcon aria-hidden="true" className="size-7" />
        </span>
        <p className="text-accent mb-3 text-xs font-semibold tracking-[0.24em] uppercase">
          {t('ui:shop.lock.eyebrow')}
        </p>
        <h1 id={titleId} className="font-display text-display-md font-semibold text-balance">
          {t('ui:shop.lock.title')}
        </h1>
        <p data-slot="shop-lock-reason" className={cn('mt-5', shopLockReasonVariants({ reason }))}>
          <LockKeyholeIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="first-letter:uppercase">{t(`flows:${reason}`)}</span>
        </p>
        <p className="text-muted-foreground mt-5 max-w-xl leading-relaxed text-pretty">
          {visitor ? t('ui:shop.lock.registeredOnly') : t('ui:shop.lock.notInRegion')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {visitor ? (
            <>
              <Button asChild size="lg" className="rounded-full">
                <LinkComponent href={loginHref}>{t('ui:shop.lock.login')}</LinkComponent>
              </Button>
              <Button asChild size="lg" variant="outline" className="rounded-full">
                <LinkComponent href={registrationHref}>{t('ui:shop.lock.register')}</LinkComponent>
              </Button>
            </>
          ) : (
            <Button asChild size="lg" className="rounded-full">
              <LinkComponent href={coursesHref}>
                {t('ui:shop.lock.courses')}
                <ArrowRightIcon aria-hidden="true" />
              </LinkComponent>
            </Button>
          )}
        </div>
        <ul
          aria-label={t('ui:shop.lock.perks.label')}
          className="mt-12 grid w-full gap-4 border-t pt-10 text-left sm:grid-cols-3"
        >
          {PERKS.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3 text-sm leading-snug">
              <span className="bg-muted text-primary inline-flex size-9 shrink-0 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-2">{t(`ui:shop.lock.perks.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
