import { SHOP_COUNTRIES, SHOP_PROFESSIONS } from '@academy/contract/rules';
import { describe, expect, it } from 'vitest';
import { shopAccess } from './shop-access.rules';

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
