export * from './contact-form.machine';
export * from './contact-form.message-keys';
export * from './contact-form.selectors';
export * from './contact-form.validation';
