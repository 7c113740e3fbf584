import { formatMoney } from '@academy/contract/rules';
import { type CartActorRef, type CartLine, selectCart } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { PackageIcon, ShoppingBagIcon, Trash2Icon, XIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../blocks/empty-state/empty-state';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { QuantityStepper } from './quantity-stepper';

export interface CartProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: CartActorRef;
  /** The shop listing, the way on from an empty cart. */
  shopHref: string;
  LinkComponent?: LinkComponent;
  /** The heading level of the cart's title (2 under the checkout page's title). */
  titleLevel?: 2 | 3;
}

/**
 * The cart's lines as the checkout page shows them (spec 4, Cart): each product's picture, title,
 * unit price, a quantity stepper (at least 1), its removal and the line's amount, then the total
 * in the market's currency rounded to one decimal (spec 9). After a stock check a note names the
 * products it removed; an empty cart leads back to the shop.
 */
export function Cart({
  actor,
  shopHref,
  LinkComponent = PlainLink,
  titleLevel = 2,
  className,
  ...props
}: CartProps) {
  const { t, i18n } = useTranslation('ui');
  const { t: tFlows } = useTranslation('flows');
  const view = useSelector(actor, selectCart);
  const titleId = useId();
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const money = (amount: number) => formatMoney(amount, view.currency, i18n.language);
  const titles = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    view.droppedTitles,
  );

  return (
    <section
      data-slot="cart"
      data-state={view.state}
      aria-labelledby={titleId}
      aria-busy={view.isCheckingStock || undefined}
      className={cn(
        'bg-surface text-surface-foreground flex flex-col gap-5 rounded-xl border p-5 shadow-sm sm:p-8',
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Title id={titleId} className="font-display text-2xl font-semibold">
          {tFlows('cart.title')}
        </Title>
        {view.isCheckingStock ? (
          <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
            <Spinner />
            {t('checkout.cart.checkingStock')}
          </p>
        ) : view.isEmpty ? null : (
          <p className="text-muted-foreground text-sm">
            {t('checkout.cart.count', { count: view.count })}
          </p>
        )}
      </header>

      {view.droppedMessageKey ? (
        <Alert variant="info" data-slot="cart-dropped" className="items-center">
          <div className="flex items-center justify-between gap-3">
            <p>{tFlows(view.droppedMessageKey, { titles })}</p>
            <Button
              variant="ghost"
              size="icon"
              className="-my-2 -mr-2 size-9"
              aria-label={t('checkout.cart.dismiss')}
              onClick={() => actor.send({ type: 'cart.dismissDropped' })}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        </Alert>
      ) : null}

      {view.isEmpty ? (
        <EmptyState
          slot="cart-empty"
          icon={ShoppingBagIcon}
          title={tFlows('cart.empty')}
          message={t('checkout.cart.emptyHint')}
          action={
            <Button asChild variant="outline">
              <LinkComponent href={shopHref}>{t('checkout.cart.toShop')}</LinkComponent>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="divide-border -my-1 flex flex-col divide-y">
            {view.lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                money={money}
                onDecrement={() => actor.send({ type: 'cart.decrement', id: line.id })}
                onIncrement={() => actor.send({ type: 'cart.increment', id: line.id })}
                onQuantityChange={(cnt) =>
                  actor.send({ type: 'cart.setQuantity', id: line.id, cnt })
                }
                onRemove={() => actor.send({ type: 'cart.remove', id: line.id })}
              />
            ))}
          </ul>
          <dl className="flex items-baseline justify-between gap-4 border-t pt-4">
            <dt className="font-semibold">{tFlows('cart.total')}</dt>
            <dd className="text-primary font-display text-2xl font-semibold tabular-nums">
              {money(view.total)}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}

function CartLineRow({
  line,
  money,
  onDecrement,
  onIncrement,
  onQuantityChange,
  onRemove,
}: {
  line: CartLine;
  money: (amount: number) => string;
  onDecrement: () => void;
  onIncrement: () => void;
  onQuantityChange: (cnt: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('ui');
  const title = line.title ?? `#${line.id}`;
  return (
    <li data-slot="cart-line" className="flex items-start gap-4 py-4 md:items-center">
      {line.image ? (
        <img
          src={line.image}
          alt=""
          loading="lazy"
          className="bg-muted size-16 shrink-0 rounded-md object-cover sm:size-20"
        />
      ) : (
        <span
          aria-hidden="true"
          className="bg-secondary text-secondary-foreground flex size-16 shrink-0 items-center justify-center rounded-md sm:size-20"
        >
          <PackageIcon className="size-6" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="leading-snug font-medium">{title}</p>
          <p className="text-muted-foreground text-sm tabular-nums">
            {t('checkout.cart.unitPrice', { price: money(line.unitPrice) })}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4">
          <QuantityStepper
            title={title}
            value={line.cnt}
            onDecrement={onDecrement}
            onIncrement={onIncrement}
            onValueChange={onQuantityChange}
          />
          <p className="min-w-24 text-right font-semibold tabular-nums">
            <span className="sr-only">{t('checkout.cart.lineTotal')}: </span>
            {money(line.lineTotal)}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="text-muted-foreground hover:text-danger -mt-1.5 -mr-2 size-10 md:mt-0"
        aria-label={t('checkout.cart.remove', { title })}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}
