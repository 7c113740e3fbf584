export {
  OrderActionDialog,
  type OrderActionDialogProps,
  orderActionValues,
} from './order-action-dialog';
export { OrderDetail, type OrderDetailProps } from './order-detail';
export { OrderStatusBadge } from './order-status-badge';
export {
  type AdminOrder,
  type AdminOrderAction,
  type AdminOrderList,
  type AdminOrderRow,
  NO_ORDER_FILTERS,
  type OrderFilterValues,
} from './order-types';
export { OrdersFilterBar, type OrdersFilterBarProps } from './orders-filter-bar';
export { OrdersList, type OrdersListProps } from './orders-list';
