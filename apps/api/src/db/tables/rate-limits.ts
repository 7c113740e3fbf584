import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of the rate limits (rate-limiter-flexible's Drizzle store): one row per limited
 * key (`ip:login:203.0.113.7`, `account:fail:name@example.com`), shared by every API process.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
