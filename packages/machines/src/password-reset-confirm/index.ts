export * from './password-reset-confirm.machine';
export * from './password-reset-confirm.message-keys';
export * from './password-reset-confirm.selectors';
export * from './password-reset-confirm.validation';
