export * from './registration.machine';
export * from './registration.message-keys';
export * from './registration.selectors';
export * from './registration.validation';
