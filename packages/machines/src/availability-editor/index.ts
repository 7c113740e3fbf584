export * from './availability-editor.machine';
export * from './availability-editor.message-keys';
export * from './availability-editor.rules';
export * from './availability-editor.selectors';
export * from './calendar-feed.machine';
export * from './calendar-feed.selectors';
