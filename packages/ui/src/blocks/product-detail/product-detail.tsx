import { clampQuantity, type ShopProductDetail } from '@academy/machines';
import { RotateCcwIcon } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/accordion/accordion';
import { RichText } from '../../components/rich-text/rich-text';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import {
  AddToCartButton,
  type ProductAddState,
  ProductPriceTag,
} from '../product-card/product-card';
import { PackagingChoice } from './packaging-choice';
import { ProductGallery } from './product-gallery';
import { QuantityInput } from './quantity-input';

export { QuantityInput, type QuantityInputProps } from './quantity-input';

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
