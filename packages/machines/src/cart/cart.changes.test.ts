import { describe, expect, it } from 'vitest';
import { cartItemsAfter, cartLineChanges } from './cart.changes';
import { cartEntries, sameCartEntries } from './cart.entries';

const cream = { id: 1, title: 'Cream', cnt: 2 };
const serum = { id: 7, title: 'Serum', cnt: 1 };

describe('cart changes', () => {
  it('applies a person’s change to the lines; other events leave them as they are', () => {
    expect(cartItemsAfter([cream], { type: 'cart.add', product: { id: 7 }, cnt: 0 })).toEqual([
      cream,
      { id: 7, cnt: 1, userId: null },
    ]);
    expect(cartItemsAfter([cream, serum], { type: 'cart.remove', id: 1 })).toEqual([serum]);
    expect(cartItemsAfter([cream], { type: 'cart.setQuantity', id: 1, cnt: 5.5 })).toEqual([
      { ...cream, cnt: 5 },
    ]);
    expect(cartItemsAfter([cream], { type: 'cart.increment', id: 1 })[0]?.cnt).toBe(3);
    expect(cartItemsAfter([serum], { type: 'cart.decrement', id: 7 })[0]?.cnt).toBe(1);
    expect(cartItemsAfter([cream], { type: 'cart.clear' })).toEqual([cream]);
  });

  it('names the units each line gained or lost, the lines that went last', () => {
    const after = [
      { ...cream, cnt: 3 },
      { id: 4, cnt: 2 },
    ];
    expect(cartLineChanges([serum, cream], after)).toEqual([
      { item: after[0], quantity: 1 },
      { item: after[1], quantity: 2 },
      { item: serum, quantity: -1 },
    ]);
    expect(cartLineChanges([cream], [{ ...cream }])).toEqual([]);
  });

  it('gives the lines as the server takes them, and compares them in order', () => {
    expect(cartEntries([cream, serum])).toEqual([
      { id: 1, cnt: 2 },
      { id: 7, cnt: 1 },
    ]);
    expect(
      sameCartEntries(cartEntries([cream, serum]), [
        { id: 1, cnt: 2 },
        { id: 7, cnt: 1 },
      ]),
    ).toBe(true);
    expect(sameCartEntries([{ id: 1, cnt: 2 }], [{ id: 1, cnt: 3 }])).toBe(false);
    expect(sameCartEntries([{ id: 1, cnt: 2 }], [])).toBe(false);
  });
});
