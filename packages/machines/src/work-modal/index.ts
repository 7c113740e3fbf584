export * from './work-modal.machine';
export * from './work-modal.message-keys';
export * from './work-modal.selectors';
export * from './work-modal.validation';
