import { PRODUCT_FORM_ERRORS, productFormOf } from '@academy/contract/back-office/products';
import { describe, expect, it } from 'vitest';
import {
  productBodyOf,
  productCreateRefusal,
  productFieldError,
  productFormRefusal,
  productFormValues,
} from './product-form-values';
import { productFixture } from './products.fixtures';

describe("a product's form values", () => {
  it('give back the product as it was saved, which the contract takes', () => {
    const values = productFormValues(productFixture);
    expect(productBodyOf(values)).toEqual({
      ...productFormOf(productFixture),
      image_id: undefined,
      image2_id: undefined,
    });
    expect(productFormRefusal(values)).toBeNull();
  });

  it('read typed numbers, flags, tags one per line and the pictures to keep or remove', () => {
    const values = {
      ...productFormValues(productFixture),
      price_ro: '99,5',
      discount_ro: '',
      in_stock_for_ru: 'true',
      tags: ' hidratare \n\n ser ',
      image_id: '7',
      image2_id: 'none',
    };
    expect(productBodyOf(values)).toMatchObject({
      price_ro: 99.5,
      discount_ro: 0,
      in_stock_for_ru: true,
      tags: ['hidratare', 'ser'],
      image_id: 7,
      image2_id: null,
    });
  });

  it("are refused at their fields with the contract's words, as the server refuses them", () => {
    const values = {
      ...productFormValues(productFixture),
      price_old_ro: '100',
      stock: '-1',
      'title.ro': '',
    };
    const refusal = productFormRefusal(values);
    expect(refusal?.fieldErrors.price_old_ro).toEqual([PRODUCT_FORM_ERRORS.oldPrice]);
    expect(productFieldError(refusal?.fieldErrors ?? {}, 'stock')).toBe('stock');
    expect(productFieldError(refusal?.fieldErrors ?? {}, 'title.ro')).toBe('invalid');
    expect(productFieldError(refusal?.fieldErrors ?? {}, 'brand')).toBeNull();
  });

  it('make a new product only with its Romanian title and a category', () => {
    expect(productCreateRefusal({ 'title.ro': 'Ser', category: '1' })).toBeNull();
    expect(
      Object.keys(productCreateRefusal({ 'title.ro': ' ', category: '' })?.fieldErrors ?? {}),
    ).toEqual(['title.ro', 'category']);
  });
});
