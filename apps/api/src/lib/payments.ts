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
  /** Hosted payment pages: the buyer's IP address, which acquirers ask for their fraud checks. */
  clientIp?: string | undefined;
  /** Hosted payment pages: the order's interface language (its page and the return pages). */
  language?: string | undefined;
  /** Hosted payment pages: what the buyer pays for, shown on the provider's page. */
  description?: string | undefined;
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

/**
 * What a hosted-page provider says of a transaction, in a notification whose signature it checked
 * or when asked: `pending` while the buyer has not finished on its page.
 */
export interface PaymentReport {
  /** The provider's reference of the transaction (the charge's `reference`). */
  reference: string;
  status: 'succeeded' | 'failed' | 'pending';
  /** What the provider charged, when it says (checked against the payment before it counts). */
  amount?: number | undefined;
  currency?: string | undefined;
}

/** A payment provider. Real ones (bank acquiring per market) plug in with the same interface. */
export interface PaymentProvider {
  readonly name: string;
  /** The currencies it can charge; any when absent. */
  readonly currencies?: readonly string[];
  /** True for a real acquirer's hosted payment page: the buyer pays there, not on our page. */
  readonly hostedPage?: boolean;
  /**
   * A charge through a hosted payment page answers `pending` with the page's `redirectUrl`; the
   * outcome arrives later, in a notification or by `status`.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Answers the provider's reference of the refund; throws when the provider refuses. */
  refund?(request: RefundRequest): Promise<{ reference: string }>;
  /** Hosted pages: asks the provider where a transaction stands (the buyer's return, a retry). */
  status?(reference: string): Promise<PaymentReport>;
  /**
   * Hosted pages: the transaction a notification (the provider's callback body) reports, when
   * its signature is the provider's; null when it is not (a forged or altered notification).
   */
  verifyNotification?(body: unknown): PaymentReport | null;
}

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
