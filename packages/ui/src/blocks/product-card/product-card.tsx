import { formatMoney } from '@academy/contract/rules';
import type { ProductPrice, ShopProductSummary, selectCartAddButton } from '@academy/machines';
import { cva, type VariantProps } from 'class-variance-authority';
import { CheckIcon, ShoppingBagIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import { Button, type ButtonProps } from '../../components/button/button';
import { CardSkeleton, Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { LinkCard, LinkCardMore } from '../../lib/link-card';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CardTitleLink } from '../course-card/course-card';

/**
 * The add button's state, as the cart gives it (`selectCartAddButton(snapshot, id).state`):
 * `added` while the cart takes the product in (1.5 s, spec 2.7), `inCart` once it is there.
 */
export type ProductAddState = ReturnType<typeof selectCartAddButton>['state'];

export const productPriceVariants = cva('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', {
  variants: {
    size: {
      md: '[&_[data-slot=amount]]:text-xl',
      lg: '[&_[data-slot=amount]]:text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface ProductPriceTagProps
  extends Omit<ComponentProps<'p'>, 'children'>,
    VariantProps<typeof productPriceVariants> {
  price: ProductPrice;
}

/** The price with the old one struck through, or 'Not in stock' instead of both (spec 2.7). */
export function ProductPriceTag({ price, size, className, ...props }: ProductPriceTagProps) {
  const { t, i18n } = useTranslation(['ui', 'flows']);
  if (!price.inStock) {
    return (
      <p
        data-slot="product-price"
        data-state="out-of-stock"
        className={cn('text-muted-foreground font-medium', size === 'lg' && 'text-lg', className)}
        {...props}
      >
        {t('flows:cart.notInStock')}
      </p>
    );
  }
  const money = (amount: number) => formatMoney(amount, price.currency, i18n.language);
  return (
    <p
      data-slot="product-price"
      data-state="in-stock"
      className={cn(productPriceVariants({ size }), className)}
      {...props}
    >
      <span data-slot="amount" className="text-primary font-semibold tabular-nums">
        <span className="sr-only">{t('ui:shop.product.price')}: </span>
        {money(price.amount)}
      </span>
      {price.oldAmount !== null ? (
        <s className="text-muted-foreground text-sm tabular-nums">
          <span className="sr-only">{t('ui:shop.product.oldPrice')}: </span>
          {money(price.oldAmount)}
        </s>
      ) : null}
    </p>
  );
}

/** The discount badge ("−15%"); nothing without a discount. */
export function ProductDiscountBadge({
  discount,
  className,
}: {
  discount: number | null;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  if (!discount) return null;
  return (
    <Badge variant="accent" className={className}>
      {t('catalogue.badge.discount', { discount })}
    </Badge>
  );
}

export interface AddToCartButtonProps
  extends Omit<ButtonProps, 'onClick' | 'children' | 'disabled' | 'loading' | 'asChild'> {
  state: ProductAddState;
  inStock: boolean;
  /** Called on a click in the `idle` state only (the cart adds a product once, spec 4). */
  onAdd: () => void;
  /** The product's title, for the announcement "… added to the cart". */
  title: string;
}

const ADD_BUTTON_LOOK = {
  idle: '',
  added: 'bg-success text-success-foreground hover:bg-success shadow-none',
  inCart: 'border-primary text-primary hover:border-primary',
} as const satisfies Record<ProductAddState, string>;

/**
 * Add to cart: 'Added' while the cart takes the product in, 'In the cart' once it is there,
 * disabled when the product is not in stock. One button in every state, so keyboard focus stays
 * on it; a busy or done button is `aria-disabled` (still focusable) and says what happened.
 */
export function AddToCartButton({
  state,
  inStock,
  onAdd,
  title,
  className,
  variant,
  ...props
}: AddToCartButtonProps) {
  const { t } = useTranslation(['ui', 'flows']);
  const blocked = state !== 'idle';
  const Icon = blocked ? CheckIcon : ShoppingBagIcon;
  return (
    <>
      <Button
        data-slot="add-to-cart"
        data-state={inStock ? state : 'out-of-stock'}
        variant={state === 'inCart' ? 'outline' : (variant ?? 'primary')}
        disabled={!inStock}
        aria-disabled={inStock && blocked ? true : undefined}
        onClick={inStock && !blocked ? onAdd : undefined}
        className={cn(blocked && 'cursor-default', ADD_BUTTON_LOOK[state], className)}
        {...props}
      >
        <Icon aria-hidden="true" />
        {state === 'added'
          ? t('flows:cart.added')
          : state === 'inCart'
            ? t('ui:shop.product.inCart')
            : t('flows:cart.addToCart')}
      </Button>
      {/* Present before the click, so the change is announced. */}
      <span role="status" className="sr-only">
        {state === 'added' ? t('ui:shop.product.addedStatus', { title }) : ''}
      </span>
    </>
  );
}

export interface ProductCardProps extends ComponentProps<'article'> {
  product: ShopProductSummary;
  /** The product page; the whole card opens it through its title. */
  href: string;
  /** The cart's state for this product; `idle` when left out. */
  addState?: ProductAddState;
  /** Adds one to the cart; left out (or a product without a known price), no add button. */
  onAdd?: () => void;
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A shop product (spec 2.7): image, discount badge, brand, title, packaging, the price in the
 * market currency with the old one struck through ('Not in stock' instead) and add to cart.
 */
export function ProductCard({
  product,
  href,
  addState = 'idle',
  onAdd,
  LinkComponent = PlainLink,
  headingLevel = 'h3',
  className,
  ...props
}: ProductCardProps) {
  const { t } = useTranslation('ui');
  const { price } = product;
  return (
    <LinkCard
      data-slot="product-card"
      data-state={price === null ? 'unpriced' : price.inStock ? addState : 'out-of-stock'}
      className={cn('overflow-hidden', className)}
      {...props}
    >
      <div className="bg-muted relative aspect-[4/3] overflow-hidden">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            loading="lazy"
            className={cn(
              'size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]',
              price?.inStock === false && 'opacity-60 grayscale-[40%]',
            )}
          />
        ) : null}
        {price?.inStock ? (
          <ProductDiscountBadge discount={price.discount} className="absolute top-3 left-3" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {product.brand ? (
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            {product.brand}
          </p>
        ) : null}
        <CardTitleLink as={headingLevel} href={href} LinkComponent={LinkComponent}>
          {product.title}
        </CardTitleLink>
        {product.packaging ? (
          <p className="text-muted-foreground text-sm">
            <span className="sr-only">{t('shop.product.packaging')}: </span>
            {product.packaging}
          </p>
        ) : null}
        {price === null ? (
          <LinkCardMore className="pt-3">{t('shop.product.view')}</LinkCardMore>
        ) : (
          <div className="mt-auto flex flex-col gap-3 pt-3">
            <ProductPriceTag price={price} />
            {onAdd ? (
              // Above the title link's cover, so the button takes its own clicks.
              <AddToCartButton
                state={addState}
                inStock={price.inStock}
                onAdd={onAdd}
                title={product.title}
                className="relative z-10 w-full"
              />
            ) : null}
          </div>
        )}
      </div>
    </LinkCard>
  );
}

/** A product card still loading: its frame and rhythm, so the grid keeps its height. */
export function ProductCardSkeleton(props: ComponentProps<'div'>) {
  return (
    <CardSkeleton bodyClassName="gap-2" {...props}>
      <Skeleton className="h-3.5 w-1/3" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-4 w-1/4" />
      <div className="mt-auto flex flex-col gap-3 pt-3">
        <Skeleton className="h-7 w-24" />
        <Skeleton className="h-11 w-full" />
      </div>
    </CardSkeleton>
  );
}
