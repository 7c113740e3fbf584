import { clampQuantity, type ShopProductDetail } from '@academy/machines';
import { MinusIcon, PlusIcon, RotateCcwIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion';
import { Label } from '../../components/label/label';
import { RichText } from '../../components/rich-text/rich-text';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import {
  AddToCartButton,
  type ProductAddState,
  ProductDiscountBadge,
  ProductPriceTag,
} from '../product-card/product-card';

export interface ProductDetailProps extends Omit<ComponentProps<'article'>, 'title'> {
  /** The product for this user: `shopProductDetail(product, pricing)`. */
  product: ShopProductDetail;
  /** The cart's state for this product (`selectCartAddButton(snapshot, id).state`). */
  addState?: ProductAddState;
  /** Adds the chosen quantity (`cart.add` with `cnt`). */
  onAdd: (quantity: number) => void;
  /** The quantity, when the page keeps it; left out, the view keeps its own (from 1). */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
  /** The page of another packaging of the product. */
  productHref: (productId: number) => string;
  /** The breadcrumb trail: Home > Shop > the product (spec 2.7). */
  homeHref: string;
  listingHref: string;
  LinkComponent?: LinkComponent;
}

/**
 * The product page (spec 2.7): gallery, discount badge, prices or 'Not in stock', packagings,
 * quantity and add to cart ('Added' while the cart takes it), descriptions, ingredients and the
 * return policy, under a breadcrumb back to the listing.
 */
export function ProductDetail({
  product,
  addState = 'idle',
  onAdd,
  quantity,
  onQuantityChange,
  productHref,
  homeHref,
  listingHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: ProductDetailProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const aboutId = useId();
  const [ownQuantity, setOwnQuantity] = useState(1);
  const count = quantity ?? ownQuantity;
  const setCount = (next: number) => {
    const clamped = clampQuantity(next);
    setOwnQuantity(clamped);
    onQuantityChange?.(clamped);
  };
  const { price } = product;
  const texts = [
    { key: 'description', label: t('shop.detail.description'), html: product.description },
    { key: 'details', label: t('shop.detail.details'), html: product.description2 },
    { key: 'ingredients', label: t('shop.detail.ingredients'), html: product.ingredients },
  ].filter((text) => text.html.trim() !== '');
  return (
    <article
      data-slot="product-detail"
      data-state={price.inStock ? addState : 'out-of-stock'}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      <Breadcrumbs
        homeHref={homeHref}
        items={[{ label: t('shop.listing.title'), href: listingHref }, { label: product.title }]}
        LinkComponent={LinkComponent}
      />
      <div className="grid gap-10 md:grid-cols-2 lg:gap-16">
        <ProductGallery
          // A new product starts at its first image.
          key={product.id}
          title={product.title}
          images={product.images}
          discount={price.inStock ? price.discount : null}
        />
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            {product.brand ? (
              <p className="text-accent text-xs font-semibold tracking-[0.2em] uppercase">
                {product.brand}
              </p>
            ) : null}
            <h1 id={titleId} className="font-display text-display-md font-semibold text-balance">
              {product.title}
            </h1>
            {product.shortDescription ? (
              <p className="text-muted-foreground leading-relaxed">{product.shortDescription}</p>
            ) : null}
          </div>
          <ProductPriceTag price={price} size="lg" />
          <PackagingChoice
            product={product}
            productHref={productHref}
            LinkComponent={LinkComponent}
          />
          <div className="flex flex-wrap items-end gap-4 border-t pt-6">
            <QuantityInput value={count} onChange={setCount} disabled={!price.inStock} />
            <AddToCartButton
              size="lg"
              state={addState}
              inStock={price.inStock}
              title={product.title}
              onAdd={() => onAdd(count)}
              className="min-w-52 flex-1 rounded-full sm:flex-none"
            />
          </div>
        </div>
      </div>
      <section aria-labelledby={aboutId} className="flex flex-col gap-4 md:max-w-3xl">
        <h2 id={aboutId} className="font-display text-display-sm font-semibold">
          {t('shop.detail.about')}
        </h2>
        <Accordion
          type="multiple"
          defaultValue={texts[0] ? [texts[0].key] : []}
          className="border-t"
        >
          {texts.map((text) => (
            <AccordionItem key={text.key} value={text.key}>
              <AccordionTrigger>{text.label}</AccordionTrigger>
              <AccordionContent>
                <RichText html={text.html} size="sm" />
              </AccordionContent>
            </AccordionItem>
          ))}
          <AccordionItem value="returns">
            <AccordionTrigger>
              <span className="inline-flex items-center gap-2.5">
                <RotateCcwIcon aria-hidden="true" className="text-muted-foreground size-4" />
                {t('shop.detail.returns')}
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <p className="text-foreground/90 max-w-[70ch] text-[0.9375rem]">
                {t('shop.detail.returnPolicy')}
              </p>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </section>
    </article>
  );
}

/** The main image and, with more than one, thumbnails that switch it. */
function ProductGallery({
  title,
  images,
  discount,
}: {
  title: string;
  images: readonly string[];
  discount: number | null;
}) {
  const { t } = useTranslation('ui');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <section
      data-slot="product-gallery"
      aria-label={t('shop.detail.gallery')}
      className="flex flex-col gap-4"
    >
      <div className="bg-muted relative aspect-square overflow-hidden rounded-xl border">
        {current ? (
          <img
            src={current}
            alt={t('shop.detail.image', { title, index: shown + 1 })}
            className="size-full object-cover"
          />
        ) : null}
        <ProductDiscountBadge
          discount={discount}
          className="absolute top-4 left-4 px-3 py-1 text-sm"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('shop.detail.showImage', { index: index + 1, count: images.length })}
                onClick={() => setShown(index)}
                className={cn(
                  'bg-muted block size-20 cursor-pointer overflow-hidden rounded-lg border-2 transition-colors',
                  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                  index === shown ? 'border-primary' : 'hover:border-primary/50 border-transparent',
                )}
              >
                <img src={image} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The packagings of the product's group as links (another packaging is another product). */
function PackagingChoice({
  product,
  productHref,
  LinkComponent,
}: {
  product: ShopProductDetail;
  productHref: (productId: number) => string;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  if (product.variants.length < 2) {
    return product.packaging ? (
      <p className="text-sm">
        <span className="text-muted-foreground">{t('shop.detail.variants')}: </span>
        <span className="font-medium">{product.packaging}</span>
        {product.size ? <span className="text-muted-foreground"> · {product.size}</span> : null}
      </p>
    ) : null;
  }
  return (
    <nav aria-labelledby={labelId} className="flex flex-col gap-2.5">
      <p id={labelId} className="text-sm font-medium">
        {t('shop.detail.variants')}
      </p>
      <ul className="flex flex-wrap gap-2.5">
        {product.variants.map((variant) => (
          <li key={variant.id}>
            <LinkComponent
              href={productHref(variant.id)}
              aria-current={variant.current ? 'page' : undefined}
              className={cn(
                'flex min-w-20 flex-col rounded-lg border px-4 py-2 text-sm transition-colors',
                'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                variant.current
                  ? 'border-primary bg-primary/5 text-foreground ring-primary ring-1'
                  : 'hover:border-primary bg-surface',
              )}
            >
              <span className="font-semibold">{variant.packaging}</span>
              {variant.size ? (
                <span className="text-muted-foreground text-xs">{variant.size}</span>
              ) : null}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface QuantityInputProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: number;
  /** Gets a whole number of at least 1 (spec 5, Quantity). */
  onChange: (value: number) => void;
  disabled?: boolean;
}

const stepButton = cn(
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors',
  'hover:bg-muted focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
);

/**
 * A quantity: a labelled number field between 'decrease' and 'increase'. It never goes below 1;
 * at 1 'decrease' is `aria-disabled`, so a keyboard user's focus stays on it.
 */
export function QuantityInput({
  value,
  onChange,
  disabled = false,
  className,
  ...props
}: QuantityInputProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  // What is typed, until it is a quantity again (an empty field while retyping).
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const atMinimum = value <= 1;
  return (
    <div data-slot="quantity-input" className={cn('flex flex-col gap-2', className)} {...props}>
      <Label htmlFor={inputId}>{t('shop.detail.quantity')}</Label>
      <div className="border-input bg-surface flex w-fit items-center rounded-full border">
        <button
          type="button"
          aria-label={t('shop.detail.decrease')}
          aria-controls={inputId}
          disabled={disabled}
          aria-disabled={!disabled && atMinimum ? true : undefined}
          onClick={() => {
            if (!atMinimum) onChange(value - 1);
          }}
          className={stepButton}
        >
          <MinusIcon aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(typed) && typed >= 1) onChange(typed);
          }}
          onBlur={() => setDraft(String(value))}
          className={cn(
            'w-14 [appearance:textfield] bg-transparent text-center text-base font-semibold tabular-nums',
            '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            'focus-visible:outline-ring rounded-sm focus-visible:outline-2 disabled:opacity-50',
          )}
        />
        <button
          type="button"
          aria-label={t('shop.detail.increase')}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => onChange(value + 1)}
          className={stepButton}
        >
          <PlusIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
