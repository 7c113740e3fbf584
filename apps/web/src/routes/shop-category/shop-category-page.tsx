import {
  parseShopListingQuery,
  type ShopTooltipKey,
  shopAccess,
  shopListing,
  shopListingSearch,
  shopPricing,
} from '@academy/machines';
import { ProductGrid, ShopLock } from '@academy/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { shop } from '../../api/shop';
import { trackViewItemList } from '../../app/analytics';
import { useRunningCart } from '../../app/cart-actor';
import { PageHead } from '../../app/page-head';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { KEEP_SCROLL } from '../../app/scroll-rule';
import { readSession } from '../../app/session-store';
import { analyticsItem, useCartButtons } from '../../sections/shop-cart';
import { languageOf } from '../language-loader';

/**
 * The shop listing (spec 2.7): the whole catalogue of the user's market and tier (spec 9: one
 * page of 10000), filtered and paged in the browser from the URL: a professional's, or a client's
 * client catalogue (the contract's `shopGate`, as the header and the server read it). The server
 * decides who may see what (spec 5); a user it refuses sees the lock with its reason. A failed
 * load logs out (spec 4).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { profile } = readSession();
  const access = shopAccess({ isLoggedIn: true, city: profile?.city, type: profile?.type });
  const pricing = profile ? shopPricing(profile) : null;
  if (access.locked || !pricing) {
    return { kind: 'locked' as const, reason: access.tooltipKey ?? 'shopAccess.notInRegion' };
  }
  try {
    const [products, categories, brands] = await Promise.all([
      shop.products(language, pricing),
      shop.categories(language).catch(() => []),
      shop.brands(language).catch(() => []),
    ]);
    return { kind: 'catalogue' as const, pricing, products, categories, brands };
  } catch (error) {
    console.warn('shop products', error);
    return { kind: 'failed' as const };
  }
}

export function Page() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  // A client's listing is the client catalogue, not the professional shop.
  const title =
    data?.kind === 'catalogue' && data.pricing.tier === 'client'
      ? t('shopListing.clientTitle')
      : undefined;
  return (
    <>
      <PageHead title={title} page="shopCategory" noindex />
      <ShopCategoryContent title={title} />
    </>
  );
}

function ShopCategoryContent({ title }: { title?: string }) {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  if (data.kind === 'locked') return <Locked reason={data.reason} />;
  if (data.kind === 'failed') return <LoadFailed />;
  return <Catalogue {...data} title={title} />;
}

/** The listing as analytics names it. */
const LIST = { id: 'shop-category', name: 'Shop' };

type CatalogueData = Extract<Awaited<ReturnType<typeof loader>>, { kind: 'catalogue' }>;

function Catalogue({
  pricing,
  products,
  categories,
  brands,
  title,
}: CatalogueData & { title?: string }) {
  const paths = usePaths();
  const [params, setParams] = useSearchParams();
  const query = parseShopListingQuery(params);
  const listing = shopListing(products, query, pricing);
  const buttons = useCartButtons(products);
  const search = (change: Partial<typeof query>) =>
    new URLSearchParams(shopListingSearch({ ...query, ...change })).toString();
  const filter = (change: Partial<typeof query>) =>
    setParams(search({ ...change, page: 1 }), KEEP_SCROLL);

  // One view_item_list per page of cards shown (spec 7.5), not one per render.
  const shown = listing.products;
  const shownIds = shown.map((product) => product.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the cards shown
  useEffect(() => {
    if (shown.length === 0) return;
    trackViewItemList(
      LIST,
      shown.map((product) => analyticsItem(product)),
      pricing.currency,
    );
  }, [shownIds]);

  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <ProductGrid
        title={title}
        products={listing.products}
        total={listing.total}
        categories={categories}
        brands={brands}
        category={query.category}
        brand={query.brand}
        onCategoryChange={(category) => filter({ category })}
        onBrandChange={(brand) => filter({ brand })}
        onResetFilters={() => filter({ category: null, brand: null })}
        page={listing.page}
        pageCount={listing.pageCount}
        hrefForPage={(page) => `?${search({ page })}`}
        productHref={(product) => paths.shopItem(product.id)}
        addStateOf={buttons.stateOf}
        onAdd={buttons.add}
        LinkComponent={RouterLink}
      />
    </div>
  );
}

function Locked({ reason }: { reason: ShopTooltipKey }) {
  const paths = usePaths();
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <ShopLock
        reason={reason}
        loginHref={paths.login()}
        registrationHref={paths.registration()}
        coursesHref={paths.category()}
        LinkComponent={RouterLink}
      />
    </div>
  );
}

/** Spec 4 and 8: a failed shop load for a logged-in user clears the session and the cart. */
function LoadFailed() {
  const cart = useRunningCart();
  useEffect(() => cart.send({ type: 'shop.loadFailed' }), [cart]);
  return null;
}
