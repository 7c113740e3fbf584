/**
 * A course's price in euro after its discount percent, truncated to an integer (spec 9, Currency
 * and price by country). A missing price counts as 0, a discount outside 0..100 is clamped.
 */
export function discountedEuroPrice(
  price: number | null | undefined,
  discount: number | null | undefined,
): number {
  const base = price ?? 0;
  const percent = Math.min(100, Math.max(0, discount ?? 0));
  // Rounded to 6 decimals first so that 0.1-style float noise never truncates one euro away.
  return Math.trunc(Number(((base * (100 - percent)) / 100).toFixed(6)));
}
