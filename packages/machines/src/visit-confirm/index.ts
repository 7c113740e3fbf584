export * from './visit-confirm.machine';
export * from './visit-confirm.message-keys';
export * from './visit-confirm.selectors';
