import type { brandSchema } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type { z } from 'zod';
import { api } from './client';

export type Brand = z.infer<typeof brandSchema>;

/** The public shop calls of spec 7.4 used outside the shop (the partner logos of Home). */
export const shop = {
  brands: (lang: Language) => api.get(`${lang}/shop/brands/`).json<Brand[]>(),
};
