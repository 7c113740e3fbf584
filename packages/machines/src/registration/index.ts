export * from './registration.machine';
export * from './registration.messages';
export * from './registration.selectors';
export * from './registration.validation';
