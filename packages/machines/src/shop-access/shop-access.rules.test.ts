import { SHOP_COUNTRIES, SHOP_PROFESSIONS } from '@academy/contract/rules';
import { describe, expect, it } from 'vitest';
import {
  hasClientPrice,
  isProductForProfession,
  shopAccess,
  visibleShopProducts,
} from './shop-access.rules';

describe('shopAccess', () => {
  it('locks the shop for visitors with the registered-users tooltip', () => {
    expect(shopAccess({ isLoggedIn: false, city: 'Moldova', type: 'doctor' })).toEqual({
      locked: true,
      tooltipKey: 'shopAccess.registeredOnly',
    });
  });

  it.each(
    Object.keys(SHOP_COUNTRIES).flatMap((city) => SHOP_PROFESSIONS.map((type) => ({ city, type }))),
  )('unlocks it for $type in $city', ({ city, type }) => {
    expect(shopAccess({ isLoggedIn: true, city, type })).toEqual({
      locked: false,
      tooltipKey: null,
    });
  });

  it.each([
    { city: 'France', type: 'doctor' },
    { city: 'Moldova', type: 'other' },
    { city: null, type: 'cosmetology' },
    { city: 'Romania', type: null },
  ])('keeps it locked in region terms for $type in $city', (session) => {
    expect(shopAccess({ isLoggedIn: true, ...session })).toEqual({
      locked: true,
      tooltipKey: 'shopAccess.notInRegion',
    });
  });
});

describe('shop product visibility', () => {
  const both = { id: 1, doctor: true, cosmetolog: true, client_price: 10 };
  const doctorOnly = { id: 2, doctor: true, cosmetolog: false, client_price_ru: 5 };
  const cosmetologOnly = { id: 3, doctor: false, cosmetolog: true, client_price: 0 };
  const products = [both, doctorOnly, cosmetologOnly];

  it('shows a doctor only doctor products and a cosmetologist only cosmetolog ones', () => {
    expect(isProductForProfession(doctorOnly, 'doctor')).toBe(true);
    expect(isProductForProfession(cosmetologOnly, 'doctor')).toBe(false);
    expect(isProductForProfession(cosmetologOnly, 'cosmetology')).toBe(true);
    expect(isProductForProfession(doctorOnly, 'cosmetology')).toBe(false);
    const ids = (type: string) =>
      visibleShopProducts(products, { isLoggedIn: true, type }).map((p) => p.id);
    expect(ids('doctor')).toEqual([1, 2]);
    expect(ids('cosmetology')).toEqual([1, 3]);
    expect(ids('other')).toEqual([1, 2, 3]);
  });

  it('hides products without any client price from clients', () => {
    expect(hasClientPrice({ client_price_ro: 3 })).toBe(true);
    expect(hasClientPrice({ client_price: 0, client_price_ro: null })).toBe(false);
    const visible = visibleShopProducts(products, { isLoggedIn: true, isClient: true });
    expect(visible.map((p) => p.id)).toEqual([1, 2]);
  });
});
