import type { Language } from '@academy/contract/languages';
import { type AnyColumn, and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { notFound } from './errors';
import { definedOnly } from './objects';
import type { ListPage } from './route-url';

type Row<T extends PgTable> = T['$inferSelect'];
// Drizzle cannot select from a table of a generic type: the query is typed on PgTable and its
// rows are cast back to the table's own row type.

/** The first row of `table` that matches `where`; 404 `{detail}` when there is none. */
export async function findOr404<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<Row<T>> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where);
  if (!row) throw notFound();
  return row as Row<T>;
}

/**
 * The one view of a row just read or written (`const [view] = await xViews(db, [row])`): a
 * missing one is a defect, never an answer of `undefined`.
 */
export function onlyView<T>(views: readonly T[]): T {
  const [view] = views;
  if (view === undefined) throw new Error('A view of a row was not built');
  return view;
}

/**
 * The row `id` of `table` when its `owner` column holds `userId`; another user's id is answered
 * as missing (404), so that ids cannot be probed.
 */
export function findOwned<T extends PgTable & { id: AnyColumn }>(
  db: Db,
  table: T,
  owner: AnyColumn,
  ids: { id: number; userId: number },
): Promise<Row<T>> {
  return findOr404(db, table, and(eq(table.id, ids.id), eq(owner, ids.userId)));
}

/** A translated column's text in `lang`, else Romanian's (every record has it): what lists sort by. */
export const translatedIn = (column: AnyColumn, lang: Language) =>
  sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'ro')`;

/** `text` as a LIKE pattern's literal part: its `%`, `_` and backslash match only themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A search typed by staff as an ILIKE pattern finding it anywhere (its wildcards literal). */
export const likePattern = (q: string) => `%${likeLiteral(q)}%`;

/**
 * A staff list's ORDER BY: the chosen column (or columns) in the chosen direction, the id last
 * (a stable page).
 */
export function listOrder(
  columns: AnyColumn | SQL | readonly (AnyColumn | SQL)[],
  id: AnyColumn,
  order: 'asc' | 'desc',
) {
  const direction = order === 'asc' ? asc : desc;
  const chosen = Array.isArray(columns) ? columns : [columns];
  return [...chosen.map((column) => direction(column)), direction(id)];
}

/** The order an admin arranged a list in (`position`), ties by id. */
export const arrangedOrder = (table: { position: AnyColumn; id: AnyColumn }) => [
  asc(table.position),
  asc(table.id),
];

type UserTable = PgTable & { id: AnyColumn; userId: AnyColumn; created: AnyColumn };

/** The user's own rows of `table` (and `where`), newest first; the later id first on a tie. */
export async function ownRowsNewestFirst<T extends UserTable>(
  db: Db,
  table: T,
  userId: number,
  where?: SQL,
): Promise<Row<T>[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), where))
    .orderBy(desc(table.created), desc(table.id));
  return rows as Row<T>[];
}

/**
 * Saves the fields a PATCH sent on `row` (undefined ones were not sent); a request that sent none
 * answers the row as it is.
 */
export async function patchRow<T extends PgTable & { id: AnyColumn }>(
  db: Db,
  table: T,
  row: Row<T> & { id: number },
  fields: Partial<T['$inferInsert']>,
): Promise<Row<T>> {
  const changes = definedOnly(fields);
  if (Object.keys(changes).length === 0) return row;
  const [saved] = await db
    .update(table as PgTable)
    .set(changes)
    .where(eq(table.id, row.id))
    .returning();
  if (!saved) throw notFound();
  return saved as Row<T>;
}

/**
 * A staff list's answer (issue 26): `{ count, results }` of one page of `from`'s rows matching
 * `where`, the page and its size as the list's query in the URL names them.
 */
export async function staffPage<T extends PgTable, V>(
  db: Db,
  list: {
    from: T;
    where: SQL | undefined;
    orderBy: SQL[];
    query: { page: number; page_size: number };
    views: (rows: Row<T>[]) => V[] | Promise<V[]>;
  },
) {
  const { from, where, orderBy, query, views } = list;
  const { count, results } = await pagedList(db, {
    from,
    where,
    orderBy,
    page: query.page,
    pageSize: query.page_size,
    views,
  });
  return { count, results };
}

/**
 * One page of the rows of `from` that match `where`, in `orderBy` order: the count of all
 * matches and `views` of this page's rows (the handler adds the links, `paginate`).
 */
export async function pagedList<T extends PgTable, V>(
  db: Db,
  list: {
    from: T;
    where: SQL | undefined;
    orderBy: SQL[];
    page: number | undefined;
    pageSize: number;
    views: (rows: Row<T>[]) => V[] | Promise<V[]>;
  },
) {
  const page = list.page ?? 1;
  const size = list.pageSize;
  const [total] = await db
    .select({ n: count() })
    .from(list.from as PgTable)
    .where(list.where);
  const rows = await db
    .select()
    .from(list.from as PgTable)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(size)
    .offset((page - 1) * size);
  const results = await list.views(rows as Row<T>[]);
  return { count: total?.n ?? 0, results, page, size } satisfies ListPage<V>;
}

/**
 * A search typed as a phone (digits with spaces, dashes, dots, brackets or a +): its digits, the
 * national prefix's zero dropped ("069 123 456" finds +373 69 123 456), to match stored phones
 * read as digits; null for any other search, whose stray digits ("buyer3.x7") match no phone.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}
