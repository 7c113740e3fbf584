export * from './login.machine';
export * from './login.message-keys';
export * from './login.refusal';
export * from './login.selectors';
export * from './login.validation';
export * from './session.machine';
export * from './session.selectors';
export * from './session.types';
