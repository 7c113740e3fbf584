export * from './certificates.machine';
export * from './certificates.message-keys';
export * from './certificates.rules';
export * from './certificates.selectors';
