import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CACHE_MAX_BYTES } from './lib/response-cache';
import type { S3Options } from './lib/storage';

/**
 * The MAIB e-commerce merchant project (maib ecomm API v1) behind the `maib` payment provider:
 * a hosted payment page for Moldova's cards, MDL, EUR and USD.
 */
export interface MaibConfig {
  /** MAIB_PROJECT_ID — the project's id in the merchant's back office. */
  projectId: string;
  /** MAIB_PROJECT_SECRET — its secret, for the access token. */
  projectSecret: string;
  /** MAIB_SIGNATURE_KEY — the key of the callbacks' signatures. */
  signatureKey: string;
  /** MAIB_API_URL — the API's base, up to `/v1`. Default the bank's production API. */
  apiUrl: string;
  /** MAIB_CALLBACK_URL — where the bank posts its notifications. Default
   * PUBLIC_URL/api/payments/maib/callback/ (the API under /api on the web app's origin). */
  callbackUrl: string;
}

/** The bank's production API (its documentation's base URL). */
export const MAIB_PRODUCTION_API = 'https://api.maibmerchants.md/v1';

/** Server configuration, read once from the environment. Every variable has a documented default. */
export interface Config {
  /** HOST — interface to listen on. Default 127.0.0.1 (never all interfaces by accident). */
  host: string;
  /** PORT — default 8000. */
  port: number;
  /** DATABASE_URL — a PostgreSQL server; when empty the embedded PGlite in DATA_DIR is used. */
  databaseUrl: string | undefined;
  /** DATA_DIR — folder of the embedded database and uploads. Default ./.data under the cwd. */
  dataDir: string;
  /** COUNTRY_HEADER — request header a proxy sets with the visitor's country. Default x-country-code. */
  countryHeader: string;
  /** DEFAULT_COUNTRY — answer of /time/ when the header is absent or unknown. Default MD. */
  defaultCountry: string;
  /** WEB_DIST — built web app to serve on the same origin, the API then under /api. Unset: API only. */
  webDist: string | undefined;
  /** LOG_LEVEL — debug, info, warn or error. Default info. */
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** MEDIA_DIR — uploaded files, served at /media/. Default DATA_DIR/media. */
  mediaDir: string;
  /** UPLOAD_MAX_BYTES — largest accepted upload. Default 5 MiB. */
  uploadMaxBytes: number;
  /** VIDEO_UPLOAD_MAX_BYTES — largest lesson video staff may upload (tus). Default 4 GiB. */
  videoUploadMaxBytes: number;
  /** SMTP_URL — e.g. smtp://user:pass@host:587. Unset: mails are written as .eml to DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** MAIL_FROM — sender of the mails. Default "Academy <no-reply@academy.local>". */
  mailFrom: string;
  /** PUBLIC_URL — origin of the web app, for links in mails. Default http://127.0.0.1:PORT. */
  publicUrl: string;
  /** DEMO_AUTO_ACTIVATE — 1: new accounts are active at once (demo); else an admin activates. */
  demoAutoActivate: boolean;
  /**
   * DEMO_VIDEOS — `0`: the seeded demo lessons keep their MP4 (the tests' API processes). Default:
   * they get real streams at start, made once by ffmpeg (seed/demo-videos.ts).
   */
  demoVideos: boolean;
  /** RATE_LIMIT_MAX — requests per window per IP on login, registration, reset, contact. Default 10. */
  rateLimitMax: number;
  /** RATE_LIMIT_WINDOW_MS — the fixed window. Default 60000. */
  rateLimitWindowMs: number;
  /**
   * VISIT_REQUESTS_PER_DAY — a visitor address's visit requests a day on the public pages (issue
   * 28: anonymous requests cannot flood). Default 5.
   */
  visitRequestsPerDay: number;
  /** TRUST_PROXY — how many proxies in front of the server append to X-Forwarded-For (`1` or
   * `true`: one). The client IP is the entry that many places from the right: the entries to its
   * left are the client's own words. Default 0: the socket's address. */
  trustProxy: number;
  /** TOKEN_IDLE_DAYS — a sign-in unused this long ends. Default 30. */
  tokenIdleDays: number;
  /** TOKEN_LIFETIME_DAYS — a sign-in ends this long after it began, used or not. Default 90. */
  tokenLifetimeDays: number;
  /** RESET_TOKEN_TTL_MINUTES — validity of a password-reset link. Default 60. */
  resetTokenTtlMinutes: number;
  /** CACHE_TTL_MS — life of cached catalogue answers (courses, content, product lists). 0: off. Default 5000. */
  cacheTtlMs: number;
  /** CACHE_MAX_BYTES — memory of the cached answers, and as much again for the drawn pages; the
   * least recently used go first. Default 64 MiB. */
  cacheMaxBytes: number;
  /** CORS_ORIGINS — other origins allowed to call the API from a browser, comma-separated (`*`:
   * any). Default: PUBLIC_URL's origin only; the web app calls the API on its own origin. */
  corsOrigins: string[];
  /** LIVE_CHAT_ORIGINS — the live-chat widget's origin(s), comma-separated, that the pages'
   * Content-Security-Policy lets run scripts and frames. Default: none. */
  liveChatOrigins: string[];
  /** SIGNING_SECRET — key of signed links (a visitor's cancel link), at least 32 characters.
   * Unset: a random key kept in DATA_DIR/signing-secret (per process for memory://). */
  signingSecret: string | undefined;
  /** MEDIA_URL_SECONDS — how long a signed URL of a lesson's files (playlist, segments, poster,
   * captions) or of a protocol PDF works: long enough to watch a lecture, short enough that a
   * copied link soon stops. Default 14400 (4 hours). */
  mediaUrlSeconds: number;
  /** CARD_HOLD_MINUTES — how long an unpaid card order holds its stock before it is cancelled.
   * Default 30. */
  cardHoldMinutes: number;
  /** CASH_HOLD_DAYS — the same for a cash-on-delivery order not yet settled. Default 7. */
  cashHoldDays: number;
  /** JOB_RETRY_DELAY_SECONDS — first retry of a failed job (a mail while the mail server is
   * away); each next one waits about twice as long, ten tries in all. Default 30. */
  jobRetryDelaySeconds: number;
  /** S3_* — uploads in an S3-compatible bucket instead of MEDIA_DIR (several processes share
   * it); null unless S3_ENDPOINT, S3_BUCKET and both keys are set. */
  s3: S3Options | null;
  /** MAIB_* — the `maib` payment provider; null (not offered) unless its project is configured. */
  maib: MaibConfig | null;
  /** PAYMENT_TEST_PROVIDER — 0: the `test` provider (any card but the declined one pays) is not
   * offered; for production once a real provider is configured. Default 1. */
  paymentTestProvider: boolean;
}

function positiveInt(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

/**
 * A comma-separated list of origins (`https://chat.example`), each checked: they are written
 * into response headers, where a stray `;` or space would change the policy.
 */
function originList(env: Record<string, string | undefined>, name: string, fallback: string) {
  const items = (env[name] || fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (item === '*' && name === 'CORS_ORIGINS') continue;
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || url.origin !== item || !/^https?:$/.test(url.protocol))
      throw new Error(`${name} must list origins like https://host, got ${item}`);
  }
  return items;
}

/** TRUST_PROXY: a number of hops; `true` and `false` read as 1 and 0. */
function proxyHops(raw: string | undefined): number {
  if (!raw || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY must be a number of proxies (0-10), got ${raw}`);
  return hops;
}

/** A short key would make signed links guessable offline: refused at start. */
function signingSecretOf(env: Record<string, string | undefined>) {
  const secret = env.SIGNING_SECRET;
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('SIGNING_SECRET must be at least 32 characters long');
  return secret;
}

/** The bucket's four settings, or none: half a configuration is refused at start. */
function s3Of(env: Record<string, string | undefined>): S3Options | null {
  const keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const set = keys.filter((name) => env[name]);
  if (set.length === 0) return null;
  if (set.length < keys.length) {
    const missing = keys.filter((name) => !env[name]).join(', ');
    throw new Error(`S3 storage needs ${keys.join(', ')}; missing ${missing}`);
  }
  const endpoint = env.S3_ENDPOINT ?? '';
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${endpoint}`);
  return {
    endpoint,
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/** All three keys of the merchant project, or none: half a configuration is refused at start. */
function maibOf(env: Record<string, string | undefined>, publicUrl: string): MaibConfig | null {
  const keys = ['MAIB_PROJECT_ID', 'MAIB_PROJECT_SECRET', 'MAIB_SIGNATURE_KEY'] as const;
  const set = keys.filter((name) => env[name]);
  if (set.length === 0) return null;
  if (set.length < keys.length) {
    const missing = keys.filter((name) => !env[name]).join(', ');
    throw new Error(`MAIB payments need ${keys.join(', ')}; missing ${missing}`);
  }
  const url = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      throw new Error(`${name} must be an http(s) URL, got ${value}`);
    return value;
  };
  return {
    projectId: env.MAIB_PROJECT_ID ?? '',
    projectSecret: env.MAIB_PROJECT_SECRET ?? '',
    signatureKey: env.MAIB_SIGNATURE_KEY ?? '',
    apiUrl: url('MAIB_API_URL', MAIB_PRODUCTION_API).replace(/\/$/, ''),
    callbackUrl: url('MAIB_CALLBACK_URL', `${publicUrl}/api/payments/maib/callback/`),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  const level = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(level)) {
    throw new Error(`LOG_LEVEL must be debug, info, warn or error, got ${level}`);
  }
  const publicUrl = (env.PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/$/, '');
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : resolve(env.DATA_DIR || '.data');
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    countryHeader: (env.COUNTRY_HEADER || 'x-country-code').toLowerCase(),
    defaultCountry: (env.DEFAULT_COUNTRY || 'MD').toUpperCase(),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    logLevel: level as Config['logLevel'],
    mediaDir: resolve(
      env.MEDIA_DIR ||
        (dataDir === 'memory://' ? join(tmpdir(), 'academy-test-media') : join(dataDir, 'media')),
    ),
    uploadMaxBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    videoUploadMaxBytes: positiveInt(env, 'VIDEO_UPLOAD_MAX_BYTES', 4 * 1024 ** 3),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Academy <no-reply@academy.local>',
    publicUrl,
    demoAutoActivate: env.DEMO_AUTO_ACTIVATE === '1' || env.DEMO_AUTO_ACTIVATE === 'true',
    demoVideos: env.DEMO_VIDEOS !== '0',
    rateLimitMax: positiveInt(env, 'RATE_LIMIT_MAX', 10),
    rateLimitWindowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    visitRequestsPerDay: positiveInt(env, 'VISIT_REQUESTS_PER_DAY', 5),
    trustProxy: proxyHops(env.TRUST_PROXY),
    resetTokenTtlMinutes: positiveInt(env, 'RESET_TOKEN_TTL_MINUTES', 60),
    tokenIdleDays: positiveInt(env, 'TOKEN_IDLE_DAYS', 30),
    tokenLifetimeDays: positiveInt(env, 'TOKEN_LIFETIME_DAYS', 90),
    corsOrigins: originList(env, 'CORS_ORIGINS', new URL(publicUrl).origin),
    liveChatOrigins: originList(env, 'LIVE_CHAT_ORIGINS', ''),
    cacheTtlMs: env.CACHE_TTL_MS === '0' ? 0 : positiveInt(env, 'CACHE_TTL_MS', 5000),
    cacheMaxBytes: positiveInt(env, 'CACHE_MAX_BYTES', CACHE_MAX_BYTES),
    signingSecret: signingSecretOf(env),
    mediaUrlSeconds: positiveInt(env, 'MEDIA_URL_SECONDS', 4 * 60 * 60),
    cardHoldMinutes: positiveInt(env, 'CARD_HOLD_MINUTES', 30),
    cashHoldDays: positiveInt(env, 'CASH_HOLD_DAYS', 7),
    jobRetryDelaySeconds: positiveInt(env, 'JOB_RETRY_DELAY_SECONDS', 30),
    maib: maibOf(env, publicUrl),
    s3: s3Of(env),
    paymentTestProvider: !['0', 'false'].includes(env.PAYMENT_TEST_PROVIDER ?? ''),
  };
}
