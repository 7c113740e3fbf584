export * from './services-editor.machine';
export * from './services-editor.message-keys';
export * from './services-editor.rules';
export * from './services-editor.selectors';
