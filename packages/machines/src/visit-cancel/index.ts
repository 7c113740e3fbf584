export * from './visit-cancel.machine';
export * from './visit-cancel.message-keys';
export * from './visit-cancel.selectors';
