export * from './contact-form.machine';
export * from './contact-form.messages';
export * from './contact-form.selectors';
export * from './contact-form.validation';
