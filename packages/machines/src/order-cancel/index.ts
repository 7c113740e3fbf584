export * from './order-cancel.machine';
export * from './order-cancel.message-keys';
export * from './order-cancel.selectors';
