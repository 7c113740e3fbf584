import { describe, expectTypeOf, it } from 'vitest';
import type { ShopAccessMessageKey } from './shop-access.message-keys';
import type { ShopTooltipKey } from './shop-access.rules';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('shop-access message keys', () => {
  it('every key the shop access rules can emit is in its list', () => {
    expectTypeOf<ShopTooltipKey>().toExtend<ShopAccessMessageKey>();
  });
});
