export * from './cart.machine';
export * from './cart.messages';
export * from './cart.rules';
export * from './cart.selectors';
