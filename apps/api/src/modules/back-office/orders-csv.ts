import type { Db } from '../../db/client';
import { type ListedOrder, type OrderFilters, selectOrders } from './orders-list.queries';

/** A spreadsheet reads the file as UTF-8 (Romanian and Russian letters) only with a BOM. */
const BOM = '\uFEFF';
/** Rows read at a time, so a large export never holds one huge result. */
const CHUNK = 1000;

const COLUMNS: [string, (row: ListedOrder) => string | number | null][] = [
  ['order_id', (r) => r.id],
  ['created', (r) => r.created.toISOString()],
  ['status', (r) => r.status],
  ['kind', (r) => r.kind],
  ['market', (r) => r.market],
  ['currency', (r) => r.currency],
  ['payment_type', (r) => r.paymentType],
  ['delivery_type', (r) => r.deliveryType],
  ['buyer', (r) => r.name],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['subtotal', (r) => r.subtotal],
  ['promo_code', (r) => r.promoCode],
  ['discount', (r) => r.discount],
  ['delivery', (r) => r.deliveryPrice],
  ['cashback_used', (r) => r.cashbackUsed],
  ['cashback_earned', (r) => r.cashbackEarned],
  ['total', (r) => r.total],
  ['paid_at', (r) => r.paidAt?.toISOString() ?? null],
  ['tracking_number', (r) => r.trackingNumber],
];

/**
 * One CSV cell: text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe; quotes, commas and line breaks are
 * quoted. Numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The filtered orders as a CSV file's text, header first, in the list's order. */
export async function ordersCsv(db: Db, filters: OrderFilters): Promise<string> {
  const parts = [BOM, line(COLUMNS.map(([name]) => name))];
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await selectOrders(db, filters).limit(CHUNK).offset(offset);
    for (const row of rows) parts.push(line(COLUMNS.map(([, cell]) => cell(row))));
    if (rows.length < CHUNK) return parts.join('');
  }
}
