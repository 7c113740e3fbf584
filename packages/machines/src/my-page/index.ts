export * from './my-page.machine';
export * from './my-page.messages';
export * from './my-page.rules';
export * from './my-page.selectors';
