export * from './password-reset.machine';
export * from './password-reset.messages';
export * from './password-reset.selectors';
export * from './password-reset.validation';
