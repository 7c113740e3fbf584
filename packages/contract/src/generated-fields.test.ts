import { describe, expect, it } from 'vitest';
import { certificateSchema, productSchema } from './index';

/** The field groups built per market and per language keep the names and order of spec 3. */
describe('generated field groups', () => {
  it('product: the per-market fields of both price tiers', () => {
    const keys = Object.keys(productSchema.shape);
    expect(keys.slice(keys.indexOf('price'))).toEqual([
      'price',
      'price_ro',
      'price_ru',
      'price_old',
      'price_old_ro',
      'price_old_ru',
      'old_price',
      'discount',
      'discount_ro',
      'discount_ru',
      'is_special_offer',
      'is_special_offer_ro',
      'is_special_offer_ru',
      'in_stock_for_md',
      'in_stock_for_ro',
      'in_stock_for_ru',
      'client_price',
      'client_price_ro',
      'client_price_ru',
      'client_price_old',
      'client_price_old_ro',
      'client_price_old_ru',
      'client_discount',
      'client_discount_ro',
      'client_discount_ru',
      'client_in_stock_for_md',
      'client_in_stock_for_ro',
      'client_in_stock_for_ru',
    ]);
  });

  it('certificate: title and course name in each interface language', () => {
    expect(
      Object.keys(certificateSchema.shape).filter((k) => /_(ro|ru|en|fr|es)$/.test(k)),
    ).toEqual([
      'title_ro',
      'title_ru',
      'title_en',
      'title_fr',
      'title_es',
      'course_name_ro',
      'course_name_ru',
      'course_name_en',
      'course_name_fr',
      'course_name_es',
    ]);
  });
});
