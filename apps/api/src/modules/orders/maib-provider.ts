import { DEFAULT_LANGUAGE, isLanguage } from '@academy/contract/languages';
import { pagePath } from '@academy/contract/pages';
import { z } from 'zod';
import type { MaibConfig } from '../../config';
import type { PaymentProvider, PaymentReport } from '../../lib/payments';
import { isMaibSignature } from './maib-signature';

/**
 * The `maib` provider: MAIB e-commerce's hosted payment page (maib ecomm API v1, "Direct
 * payment"), Moldova's default acquirer. A charge asks the bank for a payment page (`/pay`) and
 * answers `pending` with its address; the buyer pays there and is sent back to the success page
 * (okUrl) or to the payment page (failUrl), while the bank posts a signed notification to the
 * callback URL. The outcome is also read with `/pay-info/{payId}`; a paid charge is refunded with
 * `/refund`. Every call carries a Bearer token made from the project's id and secret
 * (`/generate-token`), kept until shortly before it expires.
 */
export const MAIB_PROVIDER = 'maib';

/** The currencies the bank's API charges. */
const CURRENCIES = ['MDL', 'EUR', 'USD'] as const;
/** The languages of the bank's payment page; others see it in English. */
const PAGE_LANGUAGES = ['ro', 'ru', 'en'];
/** A token is renewed this long before the bank says it expires. */
const TOKEN_MARGIN_MS = 30_000;
const TIMEOUT_MS = 15_000;

const errorsSchema = z
  .array(z.object({ errorCode: z.string().optional(), errorMessage: z.string().optional() }))
  .optional();
const answerSchema = z.object({ ok: z.boolean(), result: z.unknown(), errors: errorsSchema });
const tokenSchema = z.object({ accessToken: z.string().min(1), expiresIn: z.number() });
const paySchema = z.object({ payId: z.string().min(1), payUrl: z.url() });
const refundSchema = z.object({ status: z.string() });
const infoSchema = z.looseObject({
  payId: z.string(),
  status: z.string(),
  amount: z.number().optional(),
  currency: z.string().optional(),
});
const notificationSchema = z.object({
  result: z.record(z.string(), z.unknown()),
  signature: z.string(),
});

/** A refusal or an unreadable answer of the bank's API. */
export class MaibError extends Error {
  constructor(
    message: string,
    readonly httpStatus = 0,
  ) {
    super(message);
  }
}

/** The bank's transaction status ("Transaction and 3D-Secure status") as a payment report. */
function reportOf(result: z.infer<typeof infoSchema>): PaymentReport {
  const status =
    result.status === 'OK'
      ? 'succeeded'
      : ['FAILED', 'DECLINED', 'TIMEOUT'].includes(result.status)
        ? 'failed'
        : 'pending';
  return { reference: result.payId, status, amount: result.amount, currency: result.currency };
}

/** The bank takes amounts as X.XX. */
const toAmount = (amount: number) => Math.round(amount * 100) / 100;

/** The bank asks for the buyer's address as IPv4 where there is one (`::ffff:1.2.3.4` → 1.2.3.4). */
function clientIpOf(ip: string | undefined): string {
  if (!ip || ip === 'unknown') return '127.0.0.1';
  if (ip === '::1') return '127.0.0.1';
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The provider for a merchant project. `publicUrl` is the web app's origin: the bank sends the
 * buyer back to `/{lang}/checkout-success` or `/{lang}/payment` there, adding `payId` and
 * `orderId` to the query.
 */
export function createMaibProvider(config: MaibConfig, publicUrl: string): PaymentProvider {
  let token: { value: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function call(path: string, init: { body?: unknown; token?: string }): Promise<unknown> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    // pay-info wants neither a body nor a Content-Type.
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${config.apiUrl}/${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const parsed = answerSchema.safeParse(text ? safeJson(text) : null);
    if (!parsed.success) {
      throw new MaibError(`maib ${path}: HTTP ${response.status}, no answer`, response.status);
    }
    const { ok, result, errors } = parsed.data;
    if (!ok || !response.ok) {
      const error = errors?.[0];
      const why = `${error?.errorCode ?? ''} ${error?.errorMessage ?? ''}`.trim();
      throw new MaibError(`maib ${path}: HTTP ${response.status} ${why}`, response.status);
    }
    return result;
  }

  async function newToken(): Promise<string> {
    const result = tokenSchema.parse(
      await call('generate-token', {
        body: { projectId: config.projectId, projectSecret: config.projectSecret },
      }),
    );
    token = {
      value: result.accessToken,
      until: Date.now() + result.expiresIn * 1000 - TOKEN_MARGIN_MS,
    };
    return result.accessToken;
  }

  /** A valid token; parallel callers share one request for a new one. */
  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.until) return token.value;
    asking ??= newToken().finally(() => {
      asking = null;
    });
    return asking;
  }

  /** A call with the token; one retry with a new token when the bank no longer takes it. */
  async function authorized(path: string, body?: unknown): Promise<unknown> {
    const current = await accessToken();
    try {
      return await call(path, { body, token: current });
    } catch (error) {
      if (!(error instanceof MaibError) || error.httpStatus !== 401) throw error;
      token = null;
      return call(path, { body, token: await accessToken() });
    }
  }

  return {
    name: MAIB_PROVIDER,
    currencies: CURRENCIES,
    hostedPage: true,

    async charge(request) {
      const lang = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
      const result = paySchema.parse(
        await authorized('pay', {
          amount: toAmount(request.amount),
          currency: request.currency,
          clientIp: clientIpOf(request.clientIp),
          language: PAGE_LANGUAGES.includes(lang) ? lang : 'en',
          description: (request.description ?? `Order #${request.orderId}`).slice(0, 124),
          orderId: String(request.orderId),
          okUrl: `${publicUrl}${pagePath(lang, 'checkoutSuccess')}`,
          failUrl: `${publicUrl}${pagePath(lang, 'payment')}`,
          callbackUrl: config.callbackUrl,
        }),
      );
      return { status: 'pending', reference: result.payId, redirectUrl: result.payUrl };
    },

    async status(reference) {
      return reportOf(
        infoSchema.parse(await authorized(`pay-info/${encodeURIComponent(reference)}`)),
      );
    },

    async refund({ reference, amount }) {
      const result = refundSchema.parse(
        await authorized('refund', { payId: reference, refundAmount: toAmount(amount) }),
      );
      // REVERSED: refunded before (a retry of this refund); the bank refunds a payment once.
      if (result.status !== 'OK' && result.status !== 'REVERSED') {
        throw new MaibError(`maib refund of ${reference}: ${result.status}`);
      }
      return { reference };
    },

    verifyNotification(body) {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) return null;
      const { result, signature } = parsed.data;
      if (!isMaibSignature(result, signature, config.signatureKey)) return null;
      const info = infoSchema.safeParse(result);
      return info.success ? reportOf(info.data) : null;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
