export * from './cart.changes';
export * from './cart.entries';
export * from './cart.machine';
export * from './cart.message-keys';
export * from './cart.rules';
export * from './cart.selectors';
export * from './cart.start';
export * from './cart.watch';
