export * from './change-password.machine';
export * from './change-password.messages';
export * from './change-password.selectors';
export * from './change-password.validation';
