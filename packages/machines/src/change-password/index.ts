export * from './change-password.machine';
export * from './change-password.message-keys';
export * from './change-password.selectors';
export * from './change-password.validation';
