export * from './work-modal.machine';
export * from './work-modal.messages';
export * from './work-modal.selectors';
export * from './work-modal.validation';
