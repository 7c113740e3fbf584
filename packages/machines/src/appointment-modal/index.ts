export * from './appointment-modal.machine';
export * from './appointment-modal.message-keys';
export * from './appointment-modal.selectors';
export * from './appointment-modal.validation';
export * from './appointment-request.machine';
