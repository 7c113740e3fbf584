/**
 * What the purchase call answered (issue 11): an order to pay, or the access of a course the
 * buyer may watch now (a free course, or one already owned: the 409 answer carries its access).
 */
export interface CoursePurchaseAnswer {
  order: { id: number } | null;
  access_id: number | null;
}

export type CoursePurchaseStep =
  | { kind: 'pay'; orderId: number }
  | { kind: 'open'; accessId: number };

/**
 * Where the buyer goes after the purchase call: an order goes to its payment; no order but an
 * access opens the player at once; neither is no step at all (the flow shows its failure).
 */
export function coursePurchaseStep(answer: CoursePurchaseAnswer): CoursePurchaseStep | null {
  if (answer.order) return { kind: 'pay', orderId: answer.order.id };
  if (answer.access_id !== null) return { kind: 'open', accessId: answer.access_id };
  return null;
}

/** The built-in test provider (the default of `npm start`); its test-card hint is shown only for it. */
export const TEST_PAYMENT_PROVIDER = 'test';
/** The test provider's declined card (apps/api payment-provider.ts), shown in the hint. */
export const DECLINED_TEST_CARD = '4000 0000 0000 0002';
/** A card the test provider accepts, shown in the hint. */
export const ACCEPTED_TEST_CARD = '4242 4242 4242 4242';

/** Whether the payment page shows the test cards: only for the test provider. */
export function showsTestCards(provider: string): boolean {
  return provider === TEST_PAYMENT_PROVIDER;
}
