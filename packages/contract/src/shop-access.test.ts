import { describe, expect, it } from 'vitest';
import { USER_TYPES } from './auth';
import { SHOP_COUNTRIES, SHOP_PROFESSIONS } from './markets';
import { shopGate } from './shop-access';

const countries = Object.entries(SHOP_COUNTRIES);

describe('shopGate (issue 22; spec 2.2, 5, 6, 7.4, 9)', () => {
  it('locks the shop to a visitor, whatever the profile says', () => {
    for (const type of USER_TYPES) {
      expect(shopGate({ isLoggedIn: false, city: 'Moldova', type })).toEqual({
        shop: 'locked',
        reason: 'registeredOnly',
      });
    }
  });

  it.each(
    countries.flatMap(([city, market]) => SHOP_PROFESSIONS.map((type) => [city, market, type])),
  )('opens the professional catalogue in %s (%s) to %s', (city, market, type) => {
    expect(shopGate({ isLoggedIn: true, city, type })).toEqual({
      shop: 'open',
      market,
      tier: 'professional',
      profession: type,
    });
  });

  it.each(countries)('opens the client catalogue in %s (%s) to a client', (city, market) => {
    expect(shopGate({ isLoggedIn: true, city, type: 'other' })).toEqual({
      shop: 'open',
      market,
      tier: 'client',
      profession: null,
    });
  });

  it.each(USER_TYPES.map((type) => [type]))(
    'says "not available in your region" to %s outside the shop countries',
    (type) => {
      for (const city of ['Italy', '', null, undefined, 'moldova']) {
        expect(shopGate({ isLoggedIn: true, city, type })).toEqual({
          shop: 'locked',
          reason: 'notInRegion',
        });
      }
    },
  );

  it('opens nothing to a profile of no known type, even in a shop country', () => {
    for (const type of [null, undefined, '', 'admin']) {
      expect(shopGate({ isLoggedIn: true, city: 'Romania', type })).toEqual({
        shop: 'locked',
        reason: 'notInRegion',
      });
    }
  });
});
