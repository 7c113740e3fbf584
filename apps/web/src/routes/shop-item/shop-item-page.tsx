import {
  type ShopProductSummary,
  shopPricing,
  shopProductDetail,
  similarShopProducts,
} from '@academy/machines';
import { ProductDetail, SimilarProducts } from '@academy/ui';
import { useEffect } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { type Product, shop } from '../../api/shop';
import { trackViewItem, trackViewItemList } from '../../app/analytics';
import { orOnFailure } from '../../app/content-load';
import { Deferred } from '../../app/deferred';
import { PageHead } from '../../app/page-head';
import { pathsFor, usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { readSession } from '../../app/session-store';
import { analyticsItem, useCartButtons } from '../../sections/shop-cart';
import { languageOf } from '../language-loader';

const SIMILAR_LIST = { id: 'similar-products', name: 'Similar products' };

/**
 * The product page (spec 2.7). It goes Home when the user has no country or type, or the product
 * is missing or answers `detail`. The similar products come below the fold, priced from the
 * user's catalogue.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const home = pathsFor(language).home();
  const { profile } = readSession();
  const pricing = profile?.type ? shopPricing(profile) : null;
  if (!pricing) throw redirect(home);
  const product = await shop.product(language, args.params.id ?? '', pricing).catch(() => null);
  const detail = product && shopProductDetail(product, pricing);
  if (!product || !detail) throw redirect(home);
  const catalogue = orOnFailure('shop/product', shop.products(language, pricing), []);
  return { pricing, product, detail, catalogue };
}

export function Page() {
  const { pricing, product, detail, catalogue } = useLoaderData<typeof loader>();
  const paths = usePaths();
  const buttons = useCartButtons([product]);

  useEffect(() => {
    trackViewItem(analyticsItem(detail), pricing.currency);
  }, [detail, pricing.currency]);

  return (
    <div className="max-w-content px-gutter py-section mx-auto flex w-full flex-col gap-16">
      <PageHead title={detail.title} noindex />
      <ProductDetail
        key={product.id}
        product={detail}
        addState={buttons.stateOf(product.id)}
        onAdd={(quantity) => buttons.add(product, quantity)}
        productHref={(id) => paths.shopItem(id)}
        homeHref={paths.home()}
        listingHref={paths.shopCategory()}
        LinkComponent={RouterLink}
      />
      <Deferred
        data={catalogue}
        fallback={<SimilarProducts products={[]} productHref={() => ''} loading />}
      >
        {(products) => (
          <Similar
            products={similarShopProducts(product.similar_products, products, pricing)}
            catalogue={products}
            currency={pricing.currency}
          />
        )}
      </Deferred>
    </div>
  );
}

function Similar({
  products,
  catalogue,
  currency,
}: {
  products: ShopProductSummary[];
  catalogue: Product[];
  currency: string;
}) {
  const paths = usePaths();
  const buttons = useCartButtons(catalogue);
  const ids = products.map((product) => product.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the cards shown
  useEffect(() => {
    if (products.length > 0)
      trackViewItemList(
        SIMILAR_LIST,
        products.map((item) => analyticsItem(item)),
        currency,
      );
  }, [ids]);
  if (products.length === 0) return null;
  return (
    <SimilarProducts
      products={products}
      productHref={(item) => paths.shopItem(item.id)}
      addStateOf={buttons.stateOf}
      onAdd={buttons.add}
      LinkComponent={RouterLink}
    />
  );
}
