import { describe, expect, it } from 'vitest';
import { USER_TYPES } from './auth';
import { isShopClient } from './shop-client';

describe('isShopClient', () => {
  it('counts a profile of type other as a client', () => {
    expect(isShopClient('other')).toBe(true);
  });

  it.each(['cosmetology', 'doctor', null, undefined, ''])('does not count %s as a client', (type) => {
    expect(isShopClient(type)).toBe(false);
  });

  it('leaves exactly the shop professions (cosmetology, doctor) of the user types', () => {
    expect(USER_TYPES.filter((type) => !isShopClient(type))).toEqual(['cosmetology', 'doctor']);
  });
});
