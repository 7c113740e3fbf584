export * from './certificates.machine';
export * from './certificates.messages';
export * from './certificates.rules';
export * from './certificates.selectors';
