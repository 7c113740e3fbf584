import type { AnswerOut } from '@academy/contract/endpoint';
import type { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import type { StatusTone } from '../shell';

/** The back office's orders as the contract answers them (types only: no schema is loaded). */
export type AdminOrderList = AnswerOut<typeof endpoints.list>;
export type AdminOrderRow = AdminOrderList['results'][number];
export type AdminOrder = AnswerOut<typeof endpoints.get>;
export type AdminOrderAction = AdminOrder['actions'][number];
export type AdminOrderStatus = AdminOrder['status'];

/** A part of a page loaded on its own: loading, failed, or its data. */
export type { Loadable } from '../table';

/** The list's filters as the page keeps them in its URL ('' for none). */
export interface OrderFilterValues {
  status: string;
  market: string;
  currency: string;
  payment_type: string;
  delivery_type: string;
  kind: string;
  from: string;
  to: string;
  q: string;
}

export const NO_ORDER_FILTERS: OrderFilterValues = {
  status: '',
  market: '',
  currency: '',
  payment_type: '',
  delivery_type: '',
  kind: '',
  from: '',
  to: '',
  q: '',
};

/** How each status looks: waiting for money, money in, done, or ended without a sale. */
export const ORDER_STATUS_TONE: Record<AdminOrderStatus, StatusTone> = {
  pending: 'warning',
  paid: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  refunded: 'danger',
};
