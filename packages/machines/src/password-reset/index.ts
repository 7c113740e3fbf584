export * from './password-reset.machine';
export * from './password-reset.message-keys';
export * from './password-reset.selectors';
export * from './password-reset.validation';
