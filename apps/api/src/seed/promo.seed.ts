import type { Db } from '../db/client';
import { promoCodes } from '../db/schema';

/**
 * The demo promo codes (README, "Promo codes"): one of each kind a shop runs, and one expired to
 * see its message.
 */
export const DEMO_PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  { code: 'WELCOME10', note: '10 % off a first order', percent: 10, perUser: 1 },
  {
    code: 'SHOP100',
    note: 'A fixed amount off products, from a minimum',
    amounts: { MDL: 100, RON: 25, RUB: 500 },
    minSubtotal: { MDL: 500, RON: 120, RUB: 2500 },
    scope: 'products',
  },
  { code: 'COURSE20', note: '20 % off courses', percent: 20, scope: 'courses' },
  {
    code: 'SUMMER25',
    note: 'An ended campaign',
    percent: 25,
    endsAt: new Date('2026-09-01T00:00:00Z'),
  },
];

export async function seedPromoCodes(db: Db) {
  await db.insert(promoCodes).values(DEMO_PROMO_CODES);
}
