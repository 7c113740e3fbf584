import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { issueToken } from '../modules/auth/auth.service';
import type { PaymentProvider } from '../modules/orders/payment-provider';

/**
 * A fresh active cosmetologist in Moldova (the shop's default market; `as` for another country or
 * profession) and a token of theirs: a buyer of the test's own, so no test depends on what
 * another left in a demo account.
 */
export async function createBuyer(
  db: Db,
  label: string,
  as: { city?: string; type?: string } = {},
): Promise<{ id: number; token: string }> {
  const email = `${label}.${Math.random().toString(36).slice(2)}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ username: email, email, passwordHash: '-', isActive: true })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db
    .insert(profiles)
    .values({ userId: user.id, name: label, city: 'Moldova', type: 'cosmetology', ...as });
  return { id: user.id, token: await issueToken(db, user.id) };
}

/** A shop order's form as the checkout sends it: these lines, picked up, paid as `payment_type`. */
export const orderBody = (items: { id: number; cnt: number }[], payment_type = 'card') => ({
  items,
  first_name: 'Ana',
  surname: 'Rusu',
  phone: '+37369000000',
  email: 'ana@example.com',
  country: 'Moldova',
  city: 'Chișinău',
  delivery_type: 'pickup',
  payment_type,
  terms_agreement: true,
});

/**
 * A provider that approves every charge and counts them, as an acquirer would see them: a
 * charge repeated with the same idempotency key is the same transaction, not a second one.
 */
export function countingProvider(name = 'counting') {
  const keys: string[] = [];
  const refunds: string[] = [];
  const provider: PaymentProvider = {
    name,
    async charge({ idempotencyKey }) {
      keys.push(idempotencyKey);
      return { status: 'succeeded', reference: `${name}_${idempotencyKey}` };
    },
    async refund({ idempotencyKey }) {
      refunds.push(idempotencyKey);
      return { reference: `${name}_${idempotencyKey}` };
    },
  };
  return {
    provider,
    /** Every call, repeats included. */
    calls: () => keys.length,
    /** Distinct transactions: what the buyer's card was charged. */
    charges: () => new Set(keys).size,
    /** Distinct refunds. */
    refunds: () => new Set(refunds).size,
  };
}

/** A shop order's form delivered by courier in Chișinău, paid as `payment_type`. */
export const courierOrderBody = (
  items: { id: number; cnt: number }[],
  payment_type = 'cash',
  email = 'irina@example.com',
) => ({
  items,
  first_name: 'Irina',
  surname: 'Cebotari',
  phone: '+37369123456',
  email,
  country: 'Moldova',
  city: 'Chișinău',
  street: 'Ștefan cel Mare',
  house_number: '1',
  postcode: 'MD-2012',
  delivery_type: 'courier',
  payment_type,
  terms_agreement: true,
});
