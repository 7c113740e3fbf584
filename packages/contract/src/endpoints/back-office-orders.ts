/**
 * The back office's orders calls (issue 26), each declared once with its staff roles.
 */
import {
  adminOrderFiltersSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderNoteSchema,
  adminOrderReasonSchema,
  adminOrderSchema,
  adminOrderShipSchema,
} from '../back-office/orders';
import { endpoint } from '../endpoint';
import { operationsCall, refusal } from './back-office-shared';

const missing = refusal('No such order');
const refused = refusal("The order's status does not allow this move");

export const list = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/{lang}/admin/orders/'],
  summary:
    'Every order, filtered (status, market, currency, from/to days, payment, delivery, kind), ' +
    "searched (`q`: the order's number, the buyer's e-mail, name or phone), sorted and paged",
  query: adminOrderListQuerySchema,
  responses: { 200: { description: 'A page of orders', schema: adminOrderListSchema } },
});

export const exportCsv = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/{lang}/admin/orders/export.csv'],
  summary:
    'The filtered orders as a CSV file (UTF-8 with a BOM; a cell starting with = + - @ is ' +
    'prefixed with an apostrophe, so no spreadsheet runs it as a formula)',
  query: adminOrderFiltersSchema,
  responses: { 200: { description: 'The orders', file: 'text/csv' } },
});

export const get = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/{lang}/admin/orders/{id}/'],
  summary:
    "An order's page: buyer, lines named in `lang`, totals, discount, cashback, payments, " +
    'its history and the moves its status allows',
  responses: {
    200: { description: 'The order', schema: adminOrderSchema },
    404: missing,
  },
});

const move = { 204: { description: 'Moved; the buyer is mailed' }, 404: missing, 409: refused };

export const markPaid = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/orders/{id}/mark-paid/'],
  summary:
    'A pending cash order is paid: the course opens or the cashback is credited, the receipt mailed',
  body: adminOrderNoteSchema,
  responses: move,
});

export const ship = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/orders/{id}/ship/'],
  summary: 'A paid shop order leaves with its tracking number; the buyer is mailed it',
  body: adminOrderShipSchema,
  responses: move,
});

export const deliver = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/orders/{id}/deliver/'],
  summary: 'A shipped order has arrived',
  body: adminOrderNoteSchema,
  responses: move,
});

export const cancel = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/orders/{id}/cancel/'],
  summary:
    'An unpaid order is cancelled with a reason: its stock, spent cashback and promo code come back',
  body: adminOrderReasonSchema,
  // Stock is back on the product pages.
  invalidates: ['shop'],
  responses: move,
});

export const refund = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/orders/{id}/refund/'],
  summary:
    'A paid order is refunded with a reason: a card payment through its provider, the stock and ' +
    'cashback given back, a course closed again',
  body: adminOrderReasonSchema,
  invalidates: ['shop'],
  responses: {
    204: move[204],
    404: missing,
    409: refused,
    502: refusal('The provider did not refund: try again'),
  },
});
