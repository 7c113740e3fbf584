/**
 * The payment port: what the app's services hold (app-env) and the orders module provides
 * (payment-provider.ts), declared here so that lib and app-env import no feature module.
 */
export interface ChargeRequest {
  orderId: number;
  amount: number;
  currency: string;
  /**
   * One key per payment attempt: a provider asked twice with the same key charges once (how
   * real acquirers dedupe a retried request).
   */
  idempotencyKey: string;
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

/** Money of a succeeded charge given back, whole. */
export interface RefundRequest {
  /** The provider's reference of the charge. */
  reference: string;
  amount: number;
  currency: string;
  /** One key per refund: asked twice, the provider refunds once. */
  idempotencyKey: string;
}

/** A payment provider. Real ones (bank acquiring per market) plug in with the same interface. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Answers the provider's reference of the refund; throws when the provider refuses. */
  refund?(request: RefundRequest): Promise<{ reference: string }>;
}

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
