import { describe, expect, it } from 'vitest';
import { USER_TYPES } from './auth';
import { SHOP_PROFESSIONS } from './markets';
import { isShopClient } from './shop-client';

describe('isShopClient', () => {
  it('counts a profile of type other as a client', () => {
    expect(isShopClient('other')).toBe(true);
  });

  it.each(['cosmetology', 'doctor', null, undefined, ''])(
    'does not count %s as a client',
    (type) => {
      expect(isShopClient(type)).toBe(false);
    },
  );

  it('splits the user types into the shop professions and the clients, none left over', () => {
    expect(USER_TYPES.filter((type) => !isShopClient(type))).toEqual([...SHOP_PROFESSIONS]);
  });
});
