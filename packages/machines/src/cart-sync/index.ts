export * from './cart-sync.machine';
export * from './cart-sync.rules';
