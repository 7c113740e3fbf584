import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for MAIB e-commerce (maib ecomm API v1) that follows the bank's public
 * documentation: `POST /v1/generate-token` (project id and secret → Bearer token),
 * `POST /v1/pay` (→ payId and the payUrl of a hosted page), `GET /v1/pay-info/{payId}`,
 * `POST /v1/refund`, every answer `{result, ok}` or `{ok: false, errors}`. Its hosted page has
 * Approve and Decline buttons: a press records the outcome, POSTs the signed notification
 * (`{result, signature}`) to the payment's callbackUrl, then sends the browser to okUrl or failUrl
 * with `payId` and `orderId` added to the query.
 *
 * Its signature is written here from the bank's PHP example (ksort, implode with ':', the key
 * last, sha256, base64), apart from the API's own code, so that the two check each other.
 *
 * Tests start it on a free port (`startMaibSimulator()`); the end-to-end journeys run it as a
 * process: `tsx src/test/maib-simulator.ts` with MAIB_SIMULATOR_PORT and the MAIB_* keys, and
 * replay a notification with `POST /simulator/notify/{payId}` (a control of the tests, not the
 * bank's).
 */
export interface MaibSimulatorOptions {
  projectId?: string;
  projectSecret?: string;
  signatureKey?: string;
  host?: string;
  /** 0 (default): a free port. */
  port?: number;
  /**
   * send (default): a press on the page posts the notification before the redirect; hold: the
   * test posts it itself (`deliver`), e.g. to race it against the buyer's return.
   */
  callbacks?: 'send' | 'hold';
  /** Lifetime of an access token, in seconds. Default 300. */
  tokenTtl?: number;
}

/** A transaction as the bank keeps it (the fields of pay-info). */
export interface SimulatedPayment {
  payId: string;
  orderId: string;
  amount: number;
  currency: string;
  clientIp: string;
  language: string;
  description: string;
  okUrl: string;
  failUrl: string;
  callbackUrl: string;
  /** CREATED until the buyer acts; OK, DECLINED; REVERSED once refunded. */
  status: 'CREATED' | 'OK' | 'DECLINED' | 'REVERSED';
  statusCode: string;
  statusMessage: string;
  threeDs?: string;
  rrn?: string;
  approval?: string;
  cardNumber?: string;
  refundAmount?: number;
}

export interface MaibSimulator {
  /** Its origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The API's base, for MAIB_API_URL. */
  apiUrl: string;
  /** The environment that points the API server at this simulator. */
  env: Record<string, string>;
  payments: Map<string, SimulatedPayment>;
  /** How many times each endpoint was called. */
  calls: { token: number; pay: number; payInfo: number; refund: number };
  /**
   * The buyer's press on the hosted page: the outcome recorded and (unless held) its notification
   * posted (`notify`, by default unless the callbacks are held). Answers where the browser is sent
   * and the callback's HTTP status (null when not posted).
   */
  finish(
    payId: string,
    outcome: 'approve' | 'decline',
    notify?: boolean,
  ): Promise<{ location: string; callbackStatus: number | null }>;
  /** The signed notification of a finished payment, as the bank posts it. */
  notification(payId: string): { result: Record<string, unknown>; signature: string };
  /** Posts a notification (by default the payment's own, again) to its callbackUrl. */
  deliver(payId: string, body?: unknown): Promise<number>;
  close(): Promise<void>;
}

const CURRENCIES = ['MDL', 'EUR', 'USD'];

/** The bank's reference code (PHP): ksort($a, SORT_STRING) recursively. */
function ksortRecursive(value: Record<string, unknown>): [string, unknown][] {
  return Object.keys(value)
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map((key) => {
      const item = value[key];
      return [
        key,
        item !== null && typeof item === 'object'
          ? ksortRecursive(item as Record<string, unknown>)
          : item,
      ];
    });
}

/** implodeRecursive(':', $array), with PHP's (string) of each scalar. */
function implodeRecursive(entries: [string, unknown][]): string {
  return entries
    .map(([, item]) =>
      Array.isArray(item)
        ? implodeRecursive(item as [string, unknown][])
        : item === null || item === undefined || item === false
          ? ''
          : item === true
            ? '1'
            : String(item),
    )
    .join(':');
}

/** base64_encode(hash('sha256', implode(':', [...sorted values, $key]), true)). */
export function signMaibResult(result: Record<string, unknown>, signatureKey: string): string {
  const sorted = ksortRecursive(result);
  sorted.push(['', signatureKey]);
  return createHash('sha256').update(implodeRecursive(sorted)).digest('base64');
}

const ok = (result: unknown) => ({ result, ok: true });
const refusal = (errorCode: string, errorMessage: string, errorArgs: object = {}) => ({
  ok: false,
  errors: [{ errorCode, errorMessage, errorArgs }],
});

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The hosted page: what is paid, and the two answers a test card can give. */
function pageHtml(payment: SimulatedPayment): string {
  const done = payment.status !== 'CREATED';
  return `<!doctype html>
<html lang="${escapeHtml(payment.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>maib ecomm — payment (simulator)</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto">
<main>
<h1>maib ecomm — payment (simulator)</h1>
<p>${escapeHtml(payment.description)}</p>
<p><strong data-testid="amount">${payment.amount.toFixed(2)} ${escapeHtml(payment.currency)}</strong></p>
${
  done
    ? `<p role="status">This payment was processed: ${escapeHtml(payment.status)}.</p>`
    : `<form method="post" action="/checkout/${payment.payId}/approve">
<button type="submit">Approve</button></form>
<form method="post" action="/checkout/${payment.payId}/decline">
<button type="submit">Decline</button></form>`
}
</main>
</body></html>`;
}

export async function startMaibSimulator(
  options: MaibSimulatorOptions = {},
): Promise<MaibSimulator> {
  const projectId = options.projectId ?? 'sim-project';
  const projectSecret = options.projectSecret ?? 'sim-project-secret';
  const signatureKey = options.signatureKey ?? 'sim-signature-key';
  const tokenTtl = options.tokenTtl ?? 300;
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, SimulatedPayment>();
  const calls = { token: 0, pay: 0, payInfo: 0, refund: 0 };

  function issueToken() {
    const accessToken = randomUUID();
    const refreshToken = randomUUID();
    tokens.set(accessToken, Date.now() + tokenTtl * 1000);
    refreshTokens.add(refreshToken);
    return {
      accessToken,
      expiresIn: tokenTtl,
      refreshToken,
      refreshExpiresIn: tokenTtl * 10,
      tokenType: 'Bearer',
    };
  }

  function authorized(req: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && Date.now() < until;
  }

  function notificationOf(payId: string) {
    const p = payments.get(payId);
    if (!p || p.status === 'CREATED') throw new Error(`payment ${payId} is not finished`);
    const fields: Record<string, unknown> = {
      payId: p.payId,
      orderId: p.orderId,
      status: p.status,
      statusCode: p.statusCode,
      statusMessage: p.statusMessage,
      threeDs: p.threeDs,
      rrn: p.rrn,
      approval: p.approval,
      cardNumber: p.cardNumber,
      amount: p.amount,
      currency: p.currency,
    };
    // What a declined payment lacks (rrn, approval) is left out, as JSON leaves it out.
    const result = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    return { result, signature: signMaibResult(result, signatureKey) };
  }

  async function deliver(payId: string, body: unknown = notificationOf(payId)): Promise<number> {
    const p = payments.get(payId);
    if (!p) throw new Error(`no payment ${payId}`);
    const response = await fetch(p.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function finish(
    payId: string,
    outcome: 'approve' | 'decline',
    notify = options.callbacks !== 'hold',
  ) {
    const p = payments.get(payId);
    if (!p) throw new Error(`no payment ${payId}`);
    if (p.status === 'CREATED') {
      Object.assign(
        p,
        outcome === 'approve'
          ? {
              status: 'OK',
              statusCode: '000',
              statusMessage: 'Approved',
              threeDs: 'AUTHENTICATED',
              rrn: String(randomInt(100_000_000_000, 999_999_999_999)),
              approval: String(randomInt(100_000, 999_999)),
              cardNumber: '510218******1124',
            }
          : {
              status: 'DECLINED',
              statusCode: '116',
              statusMessage: 'Declined, not sufficient funds',
              threeDs: 'AUTHENTICATED',
              cardNumber: '510218******1124',
            },
      );
    }
    const callbackStatus = notify ? await deliver(payId) : null;
    const back = new URL(p.status === 'OK' ? p.okUrl : p.failUrl);
    back.searchParams.set('payId', p.payId);
    back.searchParams.set('orderId', p.orderId);
    return { location: back.toString(), callbackStatus };
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, 400, refusal('12000', 'Invalid JSON'));
      }
    }
    if (req.method === 'POST' && path === 'generate-token') {
      calls.token++;
      const refresh = typeof body.refreshToken === 'string' ? body.refreshToken : null;
      if (
        refresh
          ? !refreshTokens.delete(refresh)
          : body.projectId !== projectId || body.projectSecret !== projectSecret
      ) {
        return send(res, 401, refusal('11001', 'Invalid project credentials'));
      }
      return send(res, 200, ok(issueToken()));
    }
    if (!authorized(req))
      return send(res, 401, refusal('11002', 'Invalid or expired access token'));

    if (req.method === 'POST' && path === 'pay') {
      calls.pay++;
      const problems: Record<string, string> = {};
      const { amount, currency, clientIp, language, description, orderId, okUrl, failUrl } = body;
      if (
        typeof amount !== 'number' ||
        !(amount >= 1) ||
        Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6
      )
        problems.amount = 'a number >= 1 with at most two decimals';
      if (typeof currency !== 'string' || !CURRENCIES.includes(currency))
        problems.currency = 'MDL, EUR or USD';
      if (typeof clientIp !== 'string' || !clientIp) problems.clientIp = 'required';
      if (language !== undefined && !['ro', 'en', 'ru'].includes(String(language)))
        problems.language = 'ro, en or ru';
      if (description !== undefined && String(description).length > 124)
        problems.description = 'at most 124 characters';
      if (orderId !== undefined && String(orderId).length > 36)
        problems.orderId = 'at most 36 characters';
      for (const name of ['okUrl', 'failUrl', 'callbackUrl'] as const) {
        // A test project has no URLs of its settings to fall back on: each one is needed.
        if (typeof body[name] !== 'string' || !URL.canParse(body[name] as string))
          problems[name] = 'an absolute URL';
      }
      if (Object.keys(problems).length > 0) {
        return send(res, 400, refusal('12001', 'Parameters validation failed', problems));
      }
      const payment: SimulatedPayment = {
        payId: randomUUID(),
        orderId: orderId === undefined ? '' : String(orderId),
        amount: amount as number,
        currency: currency as string,
        clientIp: clientIp as string,
        language: (language as string | undefined) ?? 'en',
        description: (description as string | undefined) ?? '',
        okUrl: okUrl as string,
        failUrl: failUrl as string,
        callbackUrl: body.callbackUrl as string,
        status: 'CREATED',
        statusCode: '',
        statusMessage: 'Created',
      };
      payments.set(payment.payId, payment);
      return send(
        res,
        200,
        ok({
          payId: payment.payId,
          orderId: payment.orderId,
          payUrl: `${simulator.url}/checkout/${payment.payId}`,
        }),
      );
    }

    const info = /^pay-info\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && info) {
      calls.payInfo++;
      // The documentation: no Content-Type and no body on this call.
      if (req.headers['content-type'] || raw) {
        return send(res, 400, refusal('12002', 'pay-info takes no body and no Content-Type'));
      }
      const p = payments.get(info[1] ?? '');
      if (!p) return send(res, 404, refusal('12404', 'Payment not found'));
      const { okUrl: _o, failUrl: _f, callbackUrl: _c, ...fields } = p;
      return send(res, 200, ok(fields));
    }

    if (req.method === 'POST' && path === 'refund') {
      calls.refund++;
      const p = payments.get(String(body.payId ?? ''));
      if (!p) return send(res, 404, refusal('12404', 'Payment not found'));
      const refundAmount = body.refundAmount === undefined ? p.amount : Number(body.refundAmount);
      const answer = (status: string) =>
        ok({
          payId: p.payId,
          orderId: p.orderId,
          status,
          statusCode: '400',
          statusMessage: 'Accepted',
          refundAmount: p.refundAmount ?? refundAmount,
        });
      if (p.status === 'REVERSED') return send(res, 200, answer('REVERSED'));
      if (p.status !== 'OK') return send(res, 400, refusal('12003', 'Payment is not successful'));
      if (!(refundAmount > 0) || refundAmount > p.amount)
        return send(res, 400, refusal('12001', 'Parameters validation failed', { refundAmount }));
      p.status = 'REVERSED';
      p.refundAmount = refundAmount;
      return send(res, 200, answer('OK'));
    }
    return send(res, 404, refusal('12404', 'Not found'));
  }

  async function page(req: IncomingMessage, res: ServerResponse, payId: string, action?: string) {
    const p = payments.get(payId);
    if (!p) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such payment');
    }
    if (req.method === 'POST' && (action === 'approve' || action === 'decline')) {
      await readBody(req);
      const { location } = await finish(payId, action);
      res.writeHead(303, { location });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(pageHtml(p));
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    const checkout = /^\/checkout\/([\w-]+)(?:\/(approve|decline))?$/.exec(path);
    if (req.method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('maib ecomm simulator');
    }
    // The tests' own control, not the bank's: posts a finished payment's notification again
    // (as the bank does when it got no 200) and answers the callback's HTTP status.
    const replay = /^\/simulator\/notify\/([\w-]+)$/.exec(path);
    if (req.method === 'POST' && replay) {
      const payId = replay[1] ?? '';
      const p = payments.get(payId);
      if (!p || p.status === 'CREATED') return send(res, 404, refusal('12404', 'Not finished'));
      void deliver(payId)
        .then((status) => send(res, 200, { status }))
        .catch((error: unknown) => send(res, 502, refusal('10000', String(error))));
      return;
    }
    const handled = path.startsWith('/v1/')
      ? api(req, res, path.slice(4))
      : checkout
        ? page(req, res, checkout[1] ?? '', checkout[2])
        : Promise.resolve(send(res, 404, refusal('12404', 'Not found')));
    handled.catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, refusal('10000', String(error)));
      else res.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const simulator: MaibSimulator = {
    url,
    apiUrl: `${url}/v1`,
    env: {
      MAIB_PROJECT_ID: projectId,
      MAIB_PROJECT_SECRET: projectSecret,
      MAIB_SIGNATURE_KEY: signatureKey,
      MAIB_API_URL: `${url}/v1`,
    },
    payments,
    calls,
    finish,
    notification: notificationOf,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return simulator;
}

// Run as a process (the end-to-end journeys): the MAIB_* keys and the port from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const simulator = await startMaibSimulator({
    projectId: env.MAIB_PROJECT_ID,
    projectSecret: env.MAIB_PROJECT_SECRET,
    signatureKey: env.MAIB_SIGNATURE_KEY,
    port: Number(env.MAIB_SIMULATOR_PORT ?? 0),
  });
  console.log(`maib simulator listening at ${simulator.url}`);
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
