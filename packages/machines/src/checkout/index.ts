export * from './checkout.machine';
export * from './checkout.message-keys';
export * from './checkout.rules';
export * from './checkout.selectors';
export * from './checkout.validation';
