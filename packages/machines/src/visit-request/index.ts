export * from './visit-request.machine';
export * from './visit-request.message-keys';
export * from './visit-request.selectors';
export * from './visit-request.validation';
