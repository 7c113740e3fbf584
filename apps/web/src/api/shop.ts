import { brandListSchema, type brandSchema, checkStockResponseSchema } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { api } from './client';

export type Brand = z.infer<typeof brandSchema>;

/** The public shop calls of spec 7.4 used outside the shop. */
export const shop = {
  /** The partner logos of Home. */
  brands: async (lang: Language) =>
    brandListSchema.parse(await api.get(`${lang}/shop/brands/`).json()),
  /** `GET /check-stock/`: which of these products are still sold (the cart's check). */
  activeProducts: async (ids: readonly number[]) =>
    checkStockResponseSchema.parse(
      await api.get('check-stock/', { searchParams: { product_ids: ids.join(',') } }).json(),
    ).active_products,
};
