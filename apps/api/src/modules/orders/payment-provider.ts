import { randomUUID } from 'node:crypto';

export interface ChargeRequest {
  orderId: number;
  amount: number;
  currency: string;
  /** Only for providers that take card data directly (the test provider). */
  cardNumber?: string | undefined;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed' | 'pending';
  /** The provider's reference of the transaction. */
  reference: string;
  /** Where to send the browser for hosted payment pages (real providers). */
  redirectUrl?: string;
}

/** A payment provider. Real ones (bank acquiring per market) plug in with the same interface. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const DECLINED_TEST_CARD = '4000000000000002';

/** Built-in provider for demo and tests: approves every card but the declined test card. */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async charge({ cardNumber }) {
    const declined = cardNumber?.replace(/\s/g, '') === DECLINED_TEST_CARD;
    return { status: declined ? 'failed' : 'succeeded', reference: `test_${randomUUID()}` };
  },
};

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

export function createPaymentProviders(extra: PaymentProvider[] = []): PaymentProviders {
  return new Map([testPaymentProvider, ...extra].map((p) => [p.name, p]));
}
