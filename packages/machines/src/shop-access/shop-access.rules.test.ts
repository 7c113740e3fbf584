import { USER_TYPES } from '@academy/contract';
import { SHOP_COUNTRIES, SHOP_LOCK_REASONS } from '@academy/contract/rules';
import { describe, expect, it } from 'vitest';
import { SHOP_ACCESS_MESSAGE_KEYS } from './shop-access.message-keys';
import { shopAccess } from './shop-access.rules';

describe('shopAccess', () => {
  it('locks the shop for visitors with the registered-users tooltip', () => {
    expect(shopAccess({ isLoggedIn: false, city: 'Moldova', type: 'doctor' })).toEqual({
      locked: true,
      tooltipKey: 'shopAccess.registeredOnly',
    });
  });

  it.each(
    Object.keys(SHOP_COUNTRIES).flatMap((city) => USER_TYPES.map((type) => ({ city, type }))),
  )('unlocks it for $type in $city (a client in the client catalogue)', ({ city, type }) => {
    expect(shopAccess({ isLoggedIn: true, city, type })).toEqual({
      locked: false,
      tooltipKey: null,
    });
  });

  it.each([
    { city: 'France', type: 'doctor' },
    { city: 'Italy', type: 'other' },
    { city: null, type: 'cosmetology' },
    { city: 'Romania', type: null },
  ])('keeps it locked in region terms for $type in $city', (session) => {
    expect(shopAccess({ isLoggedIn: true, ...session })).toEqual({
      locked: true,
      tooltipKey: 'shopAccess.notInRegion',
    });
  });

  it("has a message key for each of the contract's reasons", () => {
    expect(SHOP_ACCESS_MESSAGE_KEYS).toEqual(SHOP_LOCK_REASONS.map((r) => `shopAccess.${r}`));
  });
});
