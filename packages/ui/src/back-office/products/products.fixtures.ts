import type { AdminProduct, AdminProductRow } from '@academy/contract/back-office/products';
import type { ProductSearch } from './product-relations-section';
import type { ProductOption } from './product-types';

/* Stories only: products as the back office's calls answer them. */

export const productCategoriesFixture: ProductOption[] = [
  { id: 1, name: 'Îngrijirea feței' },
  { id: 2, name: 'Aparate' },
];
export const productBrandsFixture: ProductOption[] = [
  { id: 1, name: 'Dermaceutic' },
  { id: 2, name: 'Mesoestetic' },
];

const row = (id: number, patch: Partial<AdminProductRow>): AdminProductRow => ({
  id,
  title: `Produs ${id}`,
  image_thumbnail: '/demo/shop/product-1.svg',
  category: productCategoriesFixture[0] ?? null,
  brand: productBrandsFixture[0] ?? null,
  active: true,
  stock: 12,
  price: 450,
  price_ro: 120,
  price_ru: 2300,
  ...patch,
});

export const productRowsFixture: AdminProductRow[] = [
  row(1, { title: 'Ser hidratant cu acid hialuronic' }),
  row(2, { title: 'Cremă cu retinol 0,3 %', stock: 0, price_ru: null }),
  row(3, {
    title: 'Mască de curățare',
    active: false,
    image_thumbnail: null,
    brand: productBrandsFixture[1] ?? null,
    price: null,
    price_ro: null,
    price_ru: null,
  }),
];

const texts = (ro: string, ru = '') => ({ ro, ru, en: '', fr: '', es: '' });

export const productFixture: AdminProduct = {
  id: 1,
  active: true,
  ordered: true,
  title: {
    ro: 'Ser hidratant',
    ru: 'Увлажняющая сыворотка',
    en: 'Hydrating serum',
    fr: '',
    es: '',
  },
  short_description: texts('Ser cu acid hialuronic pentru ten deshidratat.'),
  description: texts('<p>Hidratează în profunzime.</p>', '<p>Глубоко увлажняет.</p>'),
  description2: texts(''),
  ingredients: texts('<p>Aqua, sodium hyaluronate.</p>'),
  type: 'Ser',
  weight_packaging: '30 ml',
  size_packaging: '',
  category: 1,
  brand: 1,
  tags: ['hidratare', 'acid hialuronic'],
  doctor: true,
  cosmetolog: true,
  catherine_store: false,
  price: 450,
  price_ro: 120,
  price_ru: 2300,
  price_old: 500,
  price_old_ro: null,
  price_old_ru: null,
  discount: 10,
  discount_ro: 0,
  discount_ru: 0,
  is_special_offer: true,
  is_special_offer_ro: false,
  is_special_offer_ru: false,
  in_stock_for_md: true,
  in_stock_for_ro: true,
  in_stock_for_ru: false,
  client_price: 520,
  client_price_ro: 140,
  client_price_ru: null,
  client_price_old: null,
  client_price_old_ro: null,
  client_price_old_ru: null,
  client_discount: 0,
  client_discount_ro: 0,
  client_discount_ru: 0,
  client_in_stock_for_md: true,
  client_in_stock_for_ro: false,
  client_in_stock_for_ru: false,
  stock: 12,
  weight_grams: 80,
  variants: [{ id: 4, title: 'Ser hidratant 50 ml' }],
  similar: [],
  image_thumbnail: '/demo/shop/product-1.svg',
  image2_thumbnail: null,
};

export const idleSearch: ProductSearch = { q: '', state: 'idle', results: [] };
export const foundSearch: ProductSearch = {
  q: 'cremă',
  state: 'ready',
  results: [
    { id: 2, title: 'Cremă cu retinol 0,3 %' },
    { id: 5, title: 'Cremă de noapte' },
  ],
};
