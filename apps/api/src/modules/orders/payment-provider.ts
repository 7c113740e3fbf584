import type { Config } from '../../config';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  PaymentProviders,
  PaymentReport,
} from '../../lib/payments';
import { createMaibProvider } from './maib-provider';

export type { ChargeRequest, ChargeResult, PaymentProvider, PaymentProviders, PaymentReport };

export const DECLINED_TEST_CARD = '4000000000000002';

/**
 * Built-in provider for demo and tests: approves every card but the declined test card. Its
 * reference is the attempt's idempotency key, so a repeated request names the same transaction.
 */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async charge({ cardNumber, idempotencyKey }) {
    const declined = cardNumber?.replace(/\s/g, '') === DECLINED_TEST_CARD;
    return { status: declined ? 'failed' : 'succeeded', reference: `test_${idempotencyKey}` };
  },
  async refund({ idempotencyKey }) {
    return { reference: `test_${idempotencyKey}` };
  },
};

export function createPaymentProviders(
  extra: PaymentProvider[] = [],
  { test = true }: { test?: boolean } = {},
): PaymentProviders {
  return new Map([...(test ? [testPaymentProvider] : []), ...extra].map((p) => [p.name, p]));
}

/**
 * The real providers the configuration names (MAIB when its MAIB_* keys are set), and the test
 * provider unless PAYMENT_TEST_PROVIDER=0: with no real provider configured it is the only one.
 */
export function configuredPaymentProviders(
  config: Pick<Config, 'maib' | 'publicUrl' | 'paymentTestProvider'>,
): PaymentProviders {
  return createPaymentProviders(
    config.maib ? [createMaibProvider(config.maib, config.publicUrl)] : [],
    { test: config.paymentTestProvider },
  );
}

/**
 * The provider an order is paid with: a real acquirer's hosted page that takes its currency,
 * else the test provider; null when none is offered for it.
 */
export function paymentProviderFor(
  providers: PaymentProviders,
  currency: string,
): PaymentProvider | null {
  const takes = (p: PaymentProvider) => !p.currencies || p.currencies.includes(currency);
  const all = [...providers.values()].filter(takes);
  return all.find((p) => p.hostedPage) ?? all.find((p) => p.name === 'test') ?? null;
}
