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

export function createPaymentProviders(extra: PaymentProvider[] = []): PaymentProviders {
  return new Map([testPaymentProvider, ...extra].map((p) => [p.name, p]));
}

/**
 * The real providers the configuration names (MAIB when its MAIB_* keys are set), next to the test
 * provider, which stays the default.
 */
export function configuredPaymentProviders(
  config: Pick<Config, 'maib' | 'publicUrl'>,
): PaymentProviders {
  return createPaymentProviders(
    config.maib ? [createMaibProvider(config.maib, config.publicUrl)] : [],
  );
}
