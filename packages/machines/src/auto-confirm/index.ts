export * from './auto-confirm.machine';
export * from './auto-confirm.message-keys';
export * from './auto-confirm.selectors';
