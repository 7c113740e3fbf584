import { describe, expect, it } from 'vitest';
import { cartRequestSchema, cartSchema } from './cart';
import { CART_MAX_LINES, CART_MAX_QUANTITY, mergeCartLines, sortCartLines } from './rules';

describe('mergeCartLines (the cart after login)', () => {
  it('keeps every product of either cart, with the larger quantity, ids descending', () => {
    const local = [
      { id: 3, cnt: 1 },
      { id: 12, cnt: 4 },
    ];
    const server = [
      { id: 12, cnt: 2 },
      { id: 7, cnt: 5 },
      { id: 3, cnt: 2 },
    ];
    expect(mergeCartLines(local, server)).toEqual([
      { id: 12, cnt: 4 },
      { id: 7, cnt: 5 },
      { id: 3, cnt: 2 },
    ]);
  });

  it('is the same either way round and leaves its inputs alone', () => {
    const local = [
      { id: 1, cnt: 9 },
      { id: 2, cnt: 1 },
    ];
    const server = [{ id: 2, cnt: 3 }];
    expect(mergeCartLines(local, server)).toEqual(mergeCartLines(server, local));
    expect(local).toEqual([
      { id: 1, cnt: 9 },
      { id: 2, cnt: 1 },
    ]);
  });

  it('takes one side whole when the other is empty, and counts a repeated id once', () => {
    expect(mergeCartLines([], [])).toEqual([]);
    expect(mergeCartLines([{ id: 5, cnt: 2 }], [])).toEqual([{ id: 5, cnt: 2 }]);
    expect(mergeCartLines([], [{ id: 5, cnt: 2 }])).toEqual([{ id: 5, cnt: 2 }]);
    expect(
      mergeCartLines(
        [
          { id: 5, cnt: 2 },
          { id: 5, cnt: 6 },
        ],
        [],
      ),
    ).toEqual([{ id: 5, cnt: 6 }]);
  });

  it('sorts by id descending as spec 9 lists cart items', () => {
    expect(
      sortCartLines([{ id: 1 }, { id: 30 }, { id: 4 }].map((l) => ({ ...l, cnt: 1 }))).map(
        (l) => l.id,
      ),
    ).toEqual([30, 4, 1]);
  });
});

describe('cart schemas (GET and PUT /cart/)', () => {
  it('takes ids with whole quantities of 1 to 1000, an empty cart too', () => {
    expect(cartRequestSchema.parse({ items: [] })).toEqual({ items: [] });
    expect(cartRequestSchema.parse({ items: [{ id: 2, cnt: CART_MAX_QUANTITY }] }).items).toEqual([
      { id: 2, cnt: 1000 },
    ]);
    for (const line of [
      { id: 0, cnt: 1 },
      { id: -3, cnt: 1 },
      { id: 1.5, cnt: 1 },
      { id: 2, cnt: 0 },
      { id: 2, cnt: 1.5 },
      { id: 2, cnt: CART_MAX_QUANTITY + 1 },
      { id: 2, cnt: '2' },
      { id: 2 },
    ]) {
      expect(cartRequestSchema.safeParse({ items: [line] }).success, JSON.stringify(line)).toBe(
        false,
      );
    }
  });

  it('holds at most 100 lines', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, cnt: 1 }));
    expect(cartRequestSchema.safeParse({ items: lines(CART_MAX_LINES) }).success).toBe(true);
    expect(cartRequestSchema.safeParse({ items: lines(CART_MAX_LINES + 1) }).success).toBe(false);
    expect(cartSchema.parse({ items: lines(2) }).items).toHaveLength(2);
  });
});
