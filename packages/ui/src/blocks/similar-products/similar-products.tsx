import { type ShopProductSummary, SIMILAR_PRODUCTS_AUTOPLAY_MS } from '@academy/machines';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselDots,
  CarouselItem,
} from '../../components/carousel/carousel';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { CarouselSection } from '../carousel-section/carousel-section';
import {
  type ProductAddState,
  ProductCard,
  ProductCardSkeleton,
} from '../product-card/product-card';

/**
 * Spec 9's similar-products carousel: 4 cards above 1800 px, 3 up to 1800, 2 up to 800, 1 up to
 * 430. Its own widths (not the kit's screens), so written out here.
 */
const SLIDE_WIDTHS =
  'basis-full min-[431px]:basis-1/2 min-[801px]:basis-1/3 min-[1801px]:basis-1/4';
/** Two cards a step, one on a phone of 430 px or less (with dots there). */
const SCROLL = { slidesToScroll: 2, phone: '(max-width: 430px)' } as const;

export interface SimilarProductsProps extends Omit<ComponentProps<'section'>, 'dir' | 'title'> {
  /** `similarShopProducts(product.similar_products, catalogue, pricing)`. */
  products: readonly ShopProductSummary[];
  productHref: (product: ShopProductSummary) => string;
  /** The cart's state of a product (`selectCartAddButton(snapshot, id).state`). */
  addStateOf?: (productId: number) => ProductAddState;
  onAdd?: (product: ShopProductSummary) => void;
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
  /** Autoplay step (SIMILAR_PRODUCTS_AUTOPLAY_MS); it pauses on hover, focus and reduced motion. */
  autoplayMs?: number;
  /** Starts paused (stories). */
  defaultPaused?: boolean;
  LinkComponent?: LinkComponent;
}

/** The product page's similar products (spec 2.7): a carousel of product cards that plays itself. */
export function SimilarProducts({
  products,
  productHref,
  addStateOf,
  onAdd,
  loading,
  autoplayMs = SIMILAR_PRODUCTS_AUTOPLAY_MS,
  defaultPaused,
  LinkComponent = PlainLink,
  className,
  ...props
}: SimilarProductsProps) {
  const { t } = useTranslation('ui');
  if (!loading && products.length === 0) return null;
  return (
    <CarouselSection
      data-slot="similar-products"
      title={t('shop.similar.title')}
      loading={loading}
      skeleton={
        <div aria-hidden="true" className="-ml-4 flex overflow-hidden">
          {Array.from({ length: 4 }, (_, slide) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <div key={slide} className={cn('min-w-0 shrink-0 grow-0 pl-4', SLIDE_WIDTHS)}>
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      }
      slidesToScroll={SCROLL.slidesToScroll}
      opts={{ breakpoints: { [SCROLL.phone]: { slidesToScroll: 1 } } }}
      autoplayMs={autoplayMs}
      defaultPaused={defaultPaused}
      controls={<CarouselAutoplayToggle />}
      className={className}
      {...props}
    >
      <CarouselContent>
        {products.map((product) => (
          <CarouselItem key={product.id} className={cn(SLIDE_WIDTHS, 'pb-1')}>
            <ProductCard
              product={product}
              href={productHref(product)}
              addState={addStateOf?.(product.id) ?? 'idle'}
              onAdd={onAdd ? () => onAdd(product) : undefined}
              LinkComponent={LinkComponent}
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselDots className="mt-6 min-[431px]:hidden" />
    </CarouselSection>
  );
}
