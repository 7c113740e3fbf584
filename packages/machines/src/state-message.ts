/**
 * The message key a selector shows in the given state, or null: `messageForState(state,
 * { success: 'checkout.success', failure: 'checkout.failure' })` instead of chained ternaries.
 */
export function messageForState<S extends string, K extends string>(
  state: S,
  keys: Partial<Record<S, K>>,
): K | null {
  return keys[state] ?? null;
}
