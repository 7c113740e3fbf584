import { SHOP_FILTER_PAGE_SIZE } from '@academy/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  clampShopPage,
  filterShopProducts,
  isShopListingFiltered,
  parseShopListingQuery,
  productPrice,
  type ShopCardProduct,
  type ShopPricing,
  shopListing,
  shopListingSearch,
  shopPageCount,
  shopPaginationItems,
  shopPricing,
  shopProductDetail,
  shopProductSummary,
  similarShopProducts,
} from './shop-listing.rules';

const MD_PRO: ShopPricing = { market: 'md', tier: 'professional', currency: 'MDL' };
const RO_PRO: ShopPricing = { market: 'ro', tier: 'professional', currency: 'LEI' };
const RU_CLIENT: ShopPricing = { market: 'ru', tier: 'client', currency: 'RUB' };

/** A product priced in every market for both tiers, in stock everywhere. */
function product(id: number, overrides: Partial<ShopCardProduct> = {}): ShopCardProduct {
  return {
    id,
    title: `Product ${id}`,
    image_thumbnail: `/media/products/product-${id}.svg`,
    weight_packaging: '50 ml',
    brand: [{ id: 1, name: 'Mesoline' }],
    category: 1,
    price: 300,
    price_ro: 80,
    price_ru: 1500,
    price_old: null,
    price_old_ro: null,
    price_old_ru: null,
    old_price: null,
    discount: 0,
    discount_ro: 0,
    discount_ru: 0,
    in_stock_for_md: true,
    in_stock_for_ro: true,
    in_stock_for_ru: true,
    client_price: 400,
    client_price_ro: 100,
    client_price_ru: 2000,
    client_price_old: null,
    client_price_old_ro: null,
    client_price_old_ru: null,
    client_discount: 0,
    client_discount_ro: 0,
    client_discount_ru: 0,
    client_in_stock_for_md: true,
    client_in_stock_for_ro: true,
    client_in_stock_for_ru: true,
    ...overrides,
  };
}

describe('shopPricing (spec 9, Currency and price by country)', () => {
  it.each([
    ['Moldova', 'doctor', { market: 'md', tier: 'professional', currency: 'MDL' }],
    ['Romania', 'cosmetology', { market: 'ro', tier: 'professional', currency: 'LEI' }],
    ['Russian Federation', 'other', { market: 'ru', tier: 'client', currency: 'RUB' }],
  ])('%s, %s → %o', (city, type, expected) => {
    expect(shopPricing({ city, type })).toEqual(expected);
  });

  it('has no pricing outside the shop countries', () => {
    expect(shopPricing({ city: 'France', type: 'doctor' })).toBeNull();
    expect(shopPricing({ city: null, type: 'doctor' })).toBeNull();
  });

  it('has none for a profile of no known type: the gate is locked to it', () => {
    expect(shopPricing({ city: 'Moldova', type: null })).toBeNull();
  });
});

describe('productPrice', () => {
  it("reads the market's fields of the tier", () => {
    expect(productPrice(product(1), MD_PRO)).toEqual({
      amount: 300,
      oldAmount: null,
      discount: null,
      inStock: true,
      currency: 'MDL',
    });
    expect(productPrice(product(1), RO_PRO)?.amount).toBe(80);
    expect(productPrice(product(1), RU_CLIENT)?.amount).toBe(2000);
  });

  it('gives the old price and the discount of the tier in the market', () => {
    const discounted = product(1, {
      price_ro: 85,
      price_old_ro: 100,
      discount_ro: 15,
      client_price_ru: 1800,
      client_price_old_ru: 2400,
      client_discount_ru: 0,
    });
    expect(productPrice(discounted, RO_PRO)).toMatchObject({
      amount: 85,
      oldAmount: 100,
      discount: 15,
    });
    // No discount field: the percent comes from the two prices.
    expect(productPrice(discounted, RU_CLIENT)).toMatchObject({
      amount: 1800,
      oldAmount: 2400,
      discount: 25,
    });
  });

  it("takes Moldova's old_price when price_old is empty, and never an old price below the price", () => {
    expect(productPrice(product(1, { old_price: 360 }), MD_PRO)?.oldAmount).toBe(360);
    expect(productPrice(product(1, { price_old: 250 }), MD_PRO)).toMatchObject({
      oldAmount: null,
      discount: null,
    });
  });

  it('says not in stock from the tier and market flag', () => {
    const soldOutInRo = product(1, { in_stock_for_ro: false, client_in_stock_for_ru: false });
    expect(productPrice(soldOutInRo, RO_PRO)?.inStock).toBe(false);
    expect(productPrice(soldOutInRo, MD_PRO)?.inStock).toBe(true);
    expect(productPrice(soldOutInRo, RU_CLIENT)?.inStock).toBe(false);
  });

  it('hides a product without a price for the user: a client without a client price (spec 5)', () => {
    const noClientPrice = product(1, { client_price_ru: null });
    expect(productPrice(noClientPrice, RU_CLIENT)).toBeNull();
    expect(productPrice(product(1, { client_price_ru: 0 }), RU_CLIENT)).toBeNull();
    expect(productPrice(noClientPrice, { ...RU_CLIENT, tier: 'professional' })?.amount).toBe(1500);
  });
});

describe('shopProductSummary', () => {
  it("gives a card's plain values", () => {
    expect(shopProductSummary(product(7), MD_PRO)).toEqual({
      id: 7,
      title: 'Product 7',
      image: '/media/products/product-7.svg',
      packaging: '50 ml',
      brand: 'Mesoline',
      price: { amount: 300, oldAmount: null, discount: null, inStock: true, currency: 'MDL' },
    });
    expect(
      shopProductSummary(product(7, { brand: [], weight_packaging: '' }), MD_PRO),
    ).toMatchObject({ brand: null, packaging: null });
  });
});

describe('the URL state', () => {
  it('reads category, brand and page, leaving out anything odd', () => {
    expect(parseShopListingQuery(new URLSearchParams('category=2&brand=5&page=3'))).toEqual({
      category: 2,
      brand: 5,
      page: 3,
    });
    expect(parseShopListingQuery(new URLSearchParams('category=x&brand=-1&page=0'))).toEqual({
      category: null,
      brand: null,
      page: 1,
    });
    expect(parseShopListingQuery(new URLSearchParams(''))).toEqual({
      category: null,
      brand: null,
      page: 1,
    });
  });

  it('writes the query without its defaults', () => {
    expect(shopListingSearch({ category: 2, brand: null, page: 1 })).toEqual({ category: '2' });
    expect(shopListingSearch({ category: null, brand: 4, page: 3 })).toEqual({
      brand: '4',
      page: '3',
    });
    expect(shopListingSearch({})).toEqual({});
  });

  it('round-trips', () => {
    const query = { category: 3, brand: 1, page: 2 };
    expect(parseShopListingQuery(new URLSearchParams(shopListingSearch(query)))).toEqual(query);
  });
});

describe('filters', () => {
  const catalogue = [
    product(1, { category: 1, brand: [{ id: 1, name: 'A' }] }),
    product(2, { category: 2, brand: [{ id: 1, name: 'A' }] }),
    product(3, { category: 1, brand: [{ id: 2, name: 'B' }] }),
    product(4, { category: null, brand: [] }),
  ];
  const ids = (filters: { category: number | null; brand: number | null }) =>
    filterShopProducts(catalogue, filters).map((p) => p.id);

  it('keeps the category and the brand chosen, every product without a filter', () => {
    expect(ids({ category: null, brand: null })).toEqual([1, 2, 3, 4]);
    expect(ids({ category: 1, brand: null })).toEqual([1, 3]);
    expect(ids({ category: null, brand: 1 })).toEqual([1, 2]);
    expect(ids({ category: 1, brand: 2 })).toEqual([3]);
    expect(ids({ category: 2, brand: 2 })).toEqual([]);
  });

  it('knows when the listing is filtered', () => {
    expect(isShopListingFiltered({ category: null, brand: null })).toBe(false);
    expect(isShopListingFiltered({ category: 1, brand: null })).toBe(true);
    expect(isShopListingFiltered({ category: null, brand: 1 })).toBe(true);
  });
});

describe('pages of 6 (spec 2.7)', () => {
  it('uses the contract page size', () => {
    expect(SHOP_FILTER_PAGE_SIZE).toBe(6);
    expect(shopPageCount(0)).toBe(1);
    expect(shopPageCount(6)).toBe(1);
    expect(shopPageCount(7)).toBe(2);
    expect(shopPageCount(32)).toBe(6);
  });

  it('clamps a page to the ones there are', () => {
    expect(clampShopPage(0, 3)).toBe(1);
    expect(clampShopPage(-2, 3)).toBe(1);
    expect(clampShopPage(Number.NaN, 3)).toBe(1);
    expect(clampShopPage(2, 3)).toBe(2);
    expect(clampShopPage(9, 3)).toBe(3);
    expect(clampShopPage(2.7, 3)).toBe(2);
    expect(clampShopPage(4, 0)).toBe(1);
  });

  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [5, 8, [1, 'gap', 4, 5, 6, 7, 8]],
    [99, 10, [1, 'gap', 6, 7, 8, 9, 10]],
  ])('page %i of %i → %o', (page, count, expected) => {
    expect(shopPaginationItems(page, count)).toEqual(expected);
  });
});

describe('shopListing', () => {
  const catalogue = Array.from({ length: 15 }, (_, i) =>
    product(i + 1, {
      category: i % 2 === 0 ? 1 : 2,
      // Product 3 has no client price in Russia: a client never sees it.
      client_price_ru: i + 1 === 3 ? null : 2000,
    }),
  );

  it('filters, prices and cuts the catalogue into pages of 6', () => {
    const listing = shopListing(catalogue, { category: null, brand: null, page: 2 }, MD_PRO);
    expect(listing.products.map((p) => p.id)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(listing).toMatchObject({ page: 2, pageCount: 3, total: 15, isFiltered: false });
    expect(listing.products[0]?.price?.currency).toBe('MDL');
  });

  it('clamps a page past the last one and leaves out what the user has no price for', () => {
    const listing = shopListing(catalogue, { category: 1, brand: null, page: 9 }, RU_CLIENT);
    // Category 1: products 1, 3, 5, …, 15 (8), less product 3 without a client price.
    expect(listing).toMatchObject({ page: 2, pageCount: 2, total: 7, isFiltered: true });
    expect(listing.products.map((p) => p.id)).toEqual([15]);
  });

  it('has one empty page when nothing matches', () => {
    expect(shopListing(catalogue, { category: 9, brand: null, page: 3 }, MD_PRO)).toEqual({
      products: [],
      page: 1,
      pageCount: 1,
      total: 0,
      isFiltered: true,
    });
  });
});

describe('similarShopProducts', () => {
  const similar = [
    { id: 2, title: 'Two', image: '/two.svg' },
    { id: 3, title: 'Three', image: '/three.svg' },
    { id: 99, title: 'Gone', image: '' },
  ];

  it('gives the cards of the catalogue, leaving out what the user cannot buy', () => {
    const catalogue = [product(2), product(3, { client_price_ru: null })];
    expect(similarShopProducts(similar, catalogue, RU_CLIENT).map((p) => p.id)).toEqual([2]);
    expect(similarShopProducts(similar, catalogue, MD_PRO).map((p) => p.id)).toEqual([2, 3]);
  });

  it('without the catalogue, gives title and image only', () => {
    expect(similarShopProducts(similar, null, MD_PRO)).toEqual([
      { id: 2, title: 'Two', image: '/two.svg', packaging: null, brand: null, price: null },
      { id: 3, title: 'Three', image: '/three.svg', packaging: null, brand: null, price: null },
      { id: 99, title: 'Gone', image: null, packaging: null, brand: null, price: null },
    ]);
  });
});

describe('shopProductDetail', () => {
  const detailed = {
    ...product(4, { price_old: 360, discount: 15, in_stock_for_md: false }),
    image2_thumbnail: '/media/products/product-5.svg',
    size_packaging: '4 × 4 × 12 cm',
    short_description: 'Short.',
    description: '<p>Long.</p>',
    description2: '<p>Use.</p>',
    ingredients: 'Aqua.',
    variants_weight_packaging: [
      { id: 4, weight_packaging: '50 ml', size_packaging: '4 × 4 × 12 cm' },
      { id: 5, weight_packaging: '200 ml', size_packaging: '' },
    ],
  };

  it("gives the page's values with its images and packagings", () => {
    expect(shopProductDetail(detailed, MD_PRO)).toEqual({
      id: 4,
      title: 'Product 4',
      image: '/media/products/product-4.svg',
      packaging: '50 ml',
      brand: 'Mesoline',
      price: { amount: 300, oldAmount: 360, discount: 15, inStock: false, currency: 'MDL' },
      images: ['/media/products/product-4.svg', '/media/products/product-5.svg'],
      size: '4 × 4 × 12 cm',
      shortDescription: 'Short.',
      description: '<p>Long.</p>',
      description2: '<p>Use.</p>',
      ingredients: 'Aqua.',
      variants: [
        { id: 4, packaging: '50 ml', size: '4 × 4 × 12 cm', current: true },
        { id: 5, packaging: '200 ml', size: null, current: false },
      ],
    });
  });

  it('keeps one image when both are the same or the second is missing', () => {
    const same = { ...detailed, image2_thumbnail: detailed.image_thumbnail };
    expect(shopProductDetail(same, MD_PRO)?.images).toEqual(['/media/products/product-4.svg']);
    expect(shopProductDetail({ ...detailed, image2_thumbnail: null }, MD_PRO)?.images).toHaveLength(
      1,
    );
  });

  it('is null for a client without a client price', () => {
    expect(shopProductDetail({ ...detailed, client_price_ru: null }, RU_CLIENT)).toBeNull();
  });
});
