import type { CartItem } from '@academy/machines';

/** A product picture drawn inline (a bottle on a tinted ground), so the stories need no files. */
function bottle(ground: string, glass: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${ground}"/><rect x="33" y="12" width="14" height="10" rx="2" fill="#3f3a36"/><rect x="25" y="22" width="30" height="46" rx="8" fill="${glass}"/><rect x="30" y="38" width="20" height="14" rx="2" fill="#fff" opacity=".75"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Products of the three markets' price sets (spec 9): Moldova's suffixless, then _ro, _ru. */
export const DEMO_CART_PRODUCTS = {
  cream: {
    id: 31,
    title: 'Cremă hidratantă cu acid hialuronic 50 ml',
    image_thumbnail: bottle('#f3e7df', '#c9a27e'),
    price: 420,
    price_ro: 112.5,
    price_ru: 2100,
  },
  serum: {
    id: 27,
    title: 'Ser cu vitamina C 15%',
    image_thumbnail: bottle('#efe9f5', '#8d7bb0'),
    price: 365.5,
    price_ro: 89.9,
    price_ru: 1750,
  },
  peel: {
    id: 12,
    title: 'Peeling enzimatic profesional',
    image_thumbnail: null,
    price: 690,
    price_ro: 164.35,
    price_ru: 3300,
  },
} as const;

export const DEMO_CART_ITEMS: CartItem[] = [
  { ...DEMO_CART_PRODUCTS.cream, cnt: 2, userId: 7 },
  { ...DEMO_CART_PRODUCTS.serum, cnt: 1, userId: 7 },
  { ...DEMO_CART_PRODUCTS.peel, cnt: 3, userId: 7 },
];
