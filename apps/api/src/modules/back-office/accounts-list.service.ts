import {
  ACCOUNTS_PAGE_SIZE,
  type AccountRow,
  type AccountStatus,
  type AccountsQuery,
  defaultAccountsOrder,
} from '@academy/contract/back-office/accounts';
import { and, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { likePattern, listOrder, phoneDigits } from '../../lib/queries';

/** What an account's status is read from. */
interface Review {
  isActive: boolean;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}

/** pending: never reviewed; declined: refused with a reason; inactive: closed after review. */
export function accountStatusOf(review: Review): AccountStatus {
  if (review.isActive) return 'active';
  if (!review.reviewedAt) return 'pending';
  return review.rejectionReason === null ? 'inactive' : 'declined';
}

/** The accounts in `status`, as a condition (the same rule as accountStatusOf). */
export function inStatus(status: AccountStatus): SQL {
  const closed = (rest: SQL) => and(eq(users.isActive, false), rest) as SQL;
  switch (status) {
    case 'active':
      return eq(users.isActive, true);
    case 'pending':
      return closed(isNull(users.reviewedAt));
    case 'declined':
      return closed(and(isNotNull(users.reviewedAt), isNotNull(users.rejectionReason)) as SQL);
    case 'inactive':
      return closed(and(isNotNull(users.reviewedAt), isNull(users.rejectionReason)) as SQL);
  }
}

export const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  reviewedAt: users.reviewedAt,
  rejectionReason: users.rejectionReason,
  role: users.role,
  dateJoined: users.dateJoined,
  phone: profiles.phone,
  city: profiles.city,
  type: profiles.type,
  isSpecialist: profiles.isSpecialist,
  registrationFile: profiles.registrationFile,
};

type AccountRecord = {
  [K in keyof typeof accountColumns]: (typeof accountColumns)[K]['_']['data'] | null;
};

export function accountRowView(row: AccountRecord): AccountRow {
  return {
    id: row.id ?? 0,
    email: row.email ?? '',
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    phone: row.phone ?? '',
    city: row.city ?? '',
    type: (row.type ?? 'other') as AccountRow['type'],
    status: accountStatusOf({
      isActive: row.isActive ?? false,
      reviewedAt: row.reviewedAt,
      rejectionReason: row.rejectionReason,
    }),
    role: row.role,
    is_specialist: row.isSpecialist ?? false,
    has_diploma: Boolean(row.registrationFile),
    date_joined: (row.dateJoined ?? new Date(0)).toISOString(),
  };
}

const accountsFrom = (db: Db | Tx) =>
  db.select(accountColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id));

/** One account as the list shows it, or null. */
export async function accountRow(db: Db | Tx, id: number): Promise<AccountRow | null> {
  const [row] = await accountsFrom(db).where(eq(users.id, id));
  return row ? accountRowView(row) : null;
}

/** Part of a name (first, last or the profile's), of the e-mail, or of the phone's digits. */
function searchCondition(q: string): SQL | undefined {
  const text = likePattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(users.firstName, text),
    ilike(users.lastName, text),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
    ilike(profiles.name, text),
    ilike(users.email, text),
    ilike(profiles.phone, text),
    ...(digits
      ? [ilike(sql`regexp_replace(${profiles.phone}, '\\D', '', 'g')`, likePattern(digits))]
      : []),
  );
}

const SORT_COLUMNS = {
  joined: [users.dateJoined],
  name: [users.lastName, users.firstName],
  email: [users.email],
} as const;

/** A page of accounts: filtered by status and search, sorted (the queue oldest first). */
export async function listAccounts(db: Db, query: AccountsQuery) {
  const where = and(
    query.status ? inStatus(query.status) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  const order = query.order ?? defaultAccountsOrder(query.status);
  const size = query.page_size ?? ACCOUNTS_PAGE_SIZE;
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    accountsFrom(db)
      .where(where)
      .orderBy(...listOrder(SORT_COLUMNS[query.sort ?? 'joined'], users.id, order))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ value: count() })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where),
  ]);
  return { count: total?.value ?? 0, results: rows.map(accountRowView) };
}
