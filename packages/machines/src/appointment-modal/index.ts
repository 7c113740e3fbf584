export * from './appointment-modal.machine';
export * from './appointment-modal.messages';
export * from './appointment-modal.selectors';
export * from './appointment-modal.validation';
export * from './appointment-request.machine';
