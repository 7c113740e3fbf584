import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/tables/rate-limits';

/** Failures of one account allowed without a wait; each next one doubles the wait (1 s, 2 s…). */
const FREE_FAILURES = 5;
/** The longest wait between two tries of one account. */
const MAX_WAIT_SECONDS = 15 * 60;
/** NIST SP 800-63B 5.2.2: at most 100 consecutive failures; then the account waits a day. */
const MAX_FAILURES = 100;
const DAY_SECONDS = 24 * 60 * 60;
const FAILURE_MEMORY_SECONDS = DAY_SECONDS;

export interface RateLimiterOptions {
  /** RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_MS: hits per window per client and route. */
  max: number;
  windowMs: number;
  /** Keeps the counters of one deployment apart from another's on the same database (tests). */
  prefix?: string;
}

/**
 * The rate limits, counted in PostgreSQL (rate-limiter-flexible's Drizzle store: one atomic
 * upsert per hit), so every API process counts the same hits:
 * - per client address and route (login, registration, reset, contact…): `max` per window;
 * - per account, against password guessing from many addresses: after 5 failures each further
 *   try waits twice as long as the last (1 s … 15 min), and 100 failures in a row lock the
 *   account's password sign-in for a day. A success forgets the failures. Counted by the name
 *   tried, so an unknown name behaves as a known one.
 */
export class RateLimiter {
  private readonly perClient: RateLimiterDrizzle;
  private readonly failures: RateLimiterDrizzle;
  private readonly waits: RateLimiterDrizzle;
  private readonly store: {
    storeClient: Db;
    schema: typeof rateLimits;
    clearExpiredByTimeout: boolean;
  };
  private readonly prefix: string;
  /** The daily caps, one counter per name and cap (made on first use). */
  private readonly daily = new Map<string, RateLimiterDrizzle>();

  constructor(db: Db, { max, windowMs, prefix = '' }: RateLimiterOptions) {
    const store = { storeClient: db, schema: rateLimits, clearExpiredByTimeout: !prefix };
    this.store = store;
    this.prefix = prefix;
    this.perClient = new RateLimiterDrizzle({
      ...store,
      keyPrefix: `${prefix}ip`,
      points: max,
      duration: Math.max(1, Math.round(windowMs / 1000)),
    });
    this.failures = new RateLimiterDrizzle({
      ...store,
      keyPrefix: `${prefix}account-fail`,
      points: MAX_FAILURES,
      duration: FAILURE_MEMORY_SECONDS,
    });
    this.waits = new RateLimiterDrizzle({
      ...store,
      keyPrefix: `${prefix}account-wait`,
      points: 1,
      duration: MAX_WAIT_SECONDS,
    });
  }

  /** Counts a hit of `route` by `client`; false when the client is over the route's limit. */
  hit(route: string, client: string): Promise<boolean> {
    return consumed(this.perClient, `${route}:${client}`);
  }

  /**
   * Counts a hit of `key` against a cap of `cap` a day named `name` (a visitor's unconfirmed
   * visit requests from one address); false once the day's cap is reached.
   */
  withinDailyCap(name: string, key: string, cap: number): Promise<boolean> {
    const id = `${name}:${cap}`;
    let limiter = this.daily.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        ...this.store,
        keyPrefix: `${this.prefix}day:${id}`,
        points: cap,
        duration: DAY_SECONDS,
      });
      this.daily.set(id, limiter);
    }
    return consumed(limiter, key);
  }

  /** The seconds `account` must wait before its next try, or 0. */
  async accountWait(account: string): Promise<number> {
    const key = accountKey(account);
    const [failures, wait] = await Promise.all([this.failures.get(key), this.waits.get(key)]);
    const locked = failures && failures.consumedPoints >= MAX_FAILURES ? failures.msBeforeNext : 0;
    const waiting = wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0;
    return Math.ceil(Math.max(locked, waiting) / 1000);
  }

  /** Counts a failed try of `account`, and from the sixth on makes the next one wait. */
  async accountFailed(account: string): Promise<void> {
    const key = accountKey(account);
    const failures = (await this.failures.penalty(key, 1)).consumedPoints;
    if (failures > FREE_FAILURES) {
      const seconds = Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_WAIT_SECONDS);
      await this.waits.block(key, seconds);
    }
  }

  /** A successful sign-in forgets the account's failures. */
  async accountSucceeded(account: string): Promise<void> {
    const key = accountKey(account);
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

const accountKey = (account: string) => account.trim().toLowerCase();

/** Takes a point of `key` from `limiter`; false when none is left. */
async function consumed(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}
