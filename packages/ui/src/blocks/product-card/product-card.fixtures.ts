import type { ProductPrice, ShopProductDetail, ShopProductSummary } from '@academy/machines';

const image = (n: number) => `/demo/shop/product-${n}.svg`;

type Demo = ShopProductSummary & { price: ProductPrice; category: number; brandId: number };

/** Demo products for stories (server content, so not translated), priced in MDL. */
export const DEMO_PRODUCTS: Demo[] = [
  ['Gentle cleansing gel', 'Dermalogica Pro', 1, 1, '50 ml', 320, null, 1],
  ['Micellar water', 'Skin Lab', 1, 3, '200 ml', 260, null, 1],
  ['Hyaluronic acid serum', 'Mesoline', 2, 2, '30 ml', 587, 690, 2],
  ['Vitamin C 15% serum', 'Nordic Glow', 2, 4, '30 ml', 780, null, 2],
  ['Glycolic peel 30%', 'Dermalogica Pro', 3, 1, '50 ml', 850, null, 3],
  ['Alginate mask', 'Skin Lab', 4, 3, '500 g', 349, 410, 4],
  ['SPF 50 fluid', 'Nordic Glow', 5, 4, '50 ml', 560, null, 5],
  ['Body cream with urea 10%', 'Skin Lab', 6, 3, '200 ml', 380, null, 6],
  ['Mesotherapy cocktail', 'Dermalogica Pro', 2, 1, '5 × 5 ml', 1350, null, 7],
  ['Enzyme foam', 'Nordic Glow', 1, 4, '150 ml', 290, null, 8],
].map(([title, brand, category, brandId, packaging, amount, oldAmount, picture], index) => ({
  id: index + 1,
  title: title as string,
  image: image(picture as number),
  packaging: packaging as string,
  brand: brand as string,
  category: category as number,
  brandId: brandId as number,
  price: {
    amount: amount as number,
    oldAmount: oldAmount as number | null,
    discount: oldAmount ? Math.round((1 - (amount as number) / (oldAmount as number)) * 100) : null,
    // The fifth product is sold out in the demo.
    inStock: index !== 4,
    currency: 'MDL' as const,
  },
}));

export const DEMO_PRODUCT = DEMO_PRODUCTS[0] as Demo;
export const DEMO_PRODUCT_DISCOUNTED = DEMO_PRODUCTS[2] as Demo;
export const DEMO_PRODUCT_SOLD_OUT = DEMO_PRODUCTS[4] as Demo;

export const DEMO_CATEGORIES = [
  { id: 1, name: 'Cleansing' },
  { id: 2, name: 'Serums' },
  { id: 3, name: 'Peels' },
  { id: 4, name: 'Masks' },
  { id: 5, name: 'Sun care' },
  { id: 6, name: 'Body' },
];

export const DEMO_BRANDS = [
  { id: 1, name: 'Dermalogica Pro' },
  { id: 2, name: 'Mesoline' },
  { id: 3, name: 'Skin Lab' },
  { id: 4, name: 'Nordic Glow' },
];

/** The product page of the discounted serum: two images, two packagings, rich texts. */
export const DEMO_PRODUCT_DETAIL: ShopProductDetail = {
  ...DEMO_PRODUCT_DISCOUNTED,
  price: { amount: 587, oldAmount: 690, discount: 15, inStock: true, currency: 'MDL' },
  images: [image(2), image(3)],
  size: '4 × 4 × 12 cm',
  shortDescription: 'A professional serum for the clinic and for home care.',
  description:
    '<p>A concentrated serum with <strong>low and high molecular weight hyaluronic acid</strong>, dermatologically tested and suitable for sensitive skin.</p><ul><li>Deep hydration for 24 hours</li><li>Calms the skin after procedures</li><li>Fragrance-free</li></ul>',
  description2:
    '<p>Apply 3–4 drops to clean skin in the morning and evening, before the cream. In the clinic: after peels and microneedling.</p>',
  ingredients:
    'Aqua, Glycerin, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, Panthenol, Allantoin, Tocopherol.',
  variants: [
    { id: 3, packaging: '30 ml', size: '4 × 4 × 12 cm', current: true },
    { id: 11, packaging: '100 ml', size: '6 × 6 × 18 cm', current: false },
  ],
};
