export * from './checkout.machine';
export * from './checkout.messages';
export * from './checkout.selectors';
export * from './checkout.validation';
