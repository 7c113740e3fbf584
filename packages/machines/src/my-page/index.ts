export * from './my-page.machine';
export * from './my-page.message-keys';
export * from './my-page.rules';
export * from './my-page.selectors';
